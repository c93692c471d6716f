/** The page column: full width on phones, centred and capped on wide screens. Shared by nav, pages and footer. */
export const CONTAINER = 'mx-auto w-full max-w-[1360px] px-4 sm:px-6 lg:px-8';
