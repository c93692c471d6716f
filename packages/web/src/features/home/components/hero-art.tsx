/** Decorative stack of pack cards for the home hero, glowing in the rarity colours. No data. */
export function HeroArt() {
  const cards = [
    { rotate: '-rotate-12', offset: 'translate-x-[-58%] translate-y-4', glow: 'from-rarity-uncommon/60', tone: 'text-rarity-uncommon' },
    { rotate: 'rotate-12', offset: 'translate-x-[58%] translate-y-4', glow: 'from-rarity-epic/55', tone: 'text-rarity-epic' },
    { rotate: 'rotate-0', offset: '-translate-y-2', glow: 'from-rarity-legendary/65', tone: 'text-rarity-legendary' },
  ];
  return (
    <div aria-hidden="true" className="relative mx-auto hidden h-64 w-full max-w-sm place-items-center md:grid">
      <div className="absolute inset-x-6 inset-y-4 rounded-full bg-radial from-cool-strong/30 to-transparent to-70% blur-2xl" />
      {cards.map((card) => (
        <div
          key={card.tone}
          className={`absolute h-44 w-32 rounded-2xl border border-white/10 bg-ink-800 shadow-2xl sm:h-52 sm:w-36 ${card.rotate} ${card.offset}`}
        >
          <div className={`absolute inset-0 rounded-2xl bg-radial ${card.glow} via-transparent to-transparent to-75%`} />
          <div className="absolute inset-x-3 top-3 h-1.5 rounded-full bg-white/10" />
          <svg viewBox="0 0 24 24" className={`absolute inset-0 m-auto size-14 ${card.tone}`} fill="none" stroke="currentColor" strokeWidth="1.4">
            <path d="m12 3 8 4.5v9L12 21l-8-4.5v-9z" />
            <path d="m4 7.5 8 4.5 8-4.5M12 12v9" />
          </svg>
          <div className="absolute inset-x-3 bottom-3 h-2 w-1/2 rounded-full bg-white/15" />
        </div>
      ))}
    </div>
  );
}
