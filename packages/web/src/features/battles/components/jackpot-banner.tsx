import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/ui/icons';

/** The battle list's side banner ("Jackpot Tonight", DESIGN §11). No figures until there are real ones. */
export function JackpotBanner() {
  return (
    <section
      aria-labelledby="jackpot-heading"
      className="relative isolate overflow-hidden rounded-card border border-accent/25 bg-ink-850 p-5"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(120%_80%_at_100%_0%,rgb(249_115_22/0.28),transparent_55%),radial-gradient(90%_70%_at_0%_100%,rgb(99_102_241/0.30),transparent_60%)]"
      />
      <svg
        aria-hidden="true"
        viewBox="0 0 120 120"
        className="absolute -top-3 -right-4 size-32 text-accent/25"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
      >
        <path d="M38 26h44v22a22 22 0 0 1-44 0z" />
        <path d="M82 32h12a8 8 0 0 1 0 16H81M38 32H26a8 8 0 0 0 0 16h13M60 70v16M46 96h28M50 86h20" />
        <path d="m60 36 3 6 6.5 1-4.7 4.5 1.1 6.5-5.9-3.1-5.9 3.1 1.1-6.5-4.7-4.5 6.5-1z" fill="currentColor" stroke="none" />
      </svg>
      <p className="text-xs font-bold tracking-[0.18em] text-accent uppercase">Tonight</p>
      <h2 id="jackpot-heading" className="mt-1 text-2xl font-extrabold tracking-tight">
        Jackpot Tonight
      </h2>
      <p className="mt-2 max-w-[15rem] text-sm leading-6 text-fg-muted">
        The night's biggest battles gather here. Every result can be re-checked with the battle's seeds.
      </p>
      <Link
        to="/fairness"
        className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-cool hover:text-cool-hover"
      >
        How fairness works
        <ChevronRightIcon className="size-4" />
      </Link>
    </section>
  );
}
