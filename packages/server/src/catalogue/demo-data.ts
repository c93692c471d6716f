/**
 * Demo catalogue: fictional, brand-free products and the packs that contain
 * them. Values are integer cents (DESIGN §3); odds are parts per 100 000 and
 * each pack's odds sum to exactly 100 000 (enforced by demo-data.test.ts).
 * Prices are deliberately absent: they are derived from these odds elsewhere.
 */
import type { ArtKind, ArtPalette, PackTheme } from './generated-art';

export type DemoItem = { key: string; name: string; valueCents: number; art: ArtKind; palette: ArtPalette };
export type DemoPackEntry = { itemKey: string; oddsPpm: number };
export type DemoPack = { key: string; name: string; theme: PackTheme; items: ReadonlyArray<DemoPackEntry> };

const pal = (primary: string, secondary: string, accent: string): ArtPalette => ({ primary, secondary, accent });

const item = (key: string, name: string, valueCents: number, art: ArtKind, palette: ArtPalette): DemoItem => ({
  key,
  name,
  valueCents,
  art,
  palette,
});

// Roughly log-spaced from 10¢ to $5,000, denser at the cheap end because
// those are the everyday pulls that fill most pack slots.
export const demoItems: ReadonlyArray<DemoItem> = [
  // under $1
  item('sticker-holo-star', 'Holo Star Sticker', 10, 'sticker', pal('#facc15', '#f97316', '#fb7185')),
  item('sticker-neon-smile', 'Neon Smile Sticker', 15, 'sticker', pal('#22d3ee', '#a855f7', '#f0abfc')),
  item('card-common', 'Common Trading Card', 20, 'trading-card', pal('#64748b', '#334155', '#a3e635')),
  item('drink-volt', 'Volt Energy Drink', 25, 'energy-drink', pal('#16a34a', '#0f172a', '#facc15')),
  item('coin-copper', 'Copper Wish Coin', 30, 'coin', pal('#b87333', '#5c3317', '#fcd9b6')),
  item('card-rookie', 'Rookie Trading Card', 35, 'trading-card', pal('#3b82f6', '#1e3a8a', '#fbbf24')),
  item('drink-citrus', 'Citrus Rush Energy', 40, 'energy-drink', pal('#f59e0b', '#1e3a8a', '#fef3c7')),
  item('key-padlock', 'Iron Padlock Key', 45, 'key', pal('#9ca3af', '#374151', '#f87171')),
  item('coin-bronze', 'Bronze Lucky Coin', 50, 'coin', pal('#cd7f32', '#7c4a1e', '#f6c28b')),
  item('drink-berry', 'Berry Blast Energy', 60, 'energy-drink', pal('#db2777', '#3b0764', '#fde047')),
  item('key-brass', 'Brass Skeleton Key', 75, 'key', pal('#c9a227', '#6b4f12', '#60a5fa')),
  item('sticker-gold-foil', 'Gold Foil Sticker', 90, 'sticker', pal('#fbbf24', '#b45309', '#f472b6')),
  item('sticker-pixel-pal', 'Pixel Pal Sticker', 99, 'sticker', pal('#4ade80', '#0d9488', '#fda4af')),
  // $1 to $10
  item('coin-silver', 'Silver Lucky Coin', 150, 'coin', pal('#c0c7d1', '#6b7280', '#e0f2fe')),
  item('card-epic', 'Epic Foil Card', 199, 'trading-card', pal('#14b8a6', '#134e4a', '#fde047')),
  item('card-foil-rare', 'Foil Rare Card', 250, 'trading-card', pal('#a855f7', '#4c1d95', '#f0abfc')),
  item('key-lucky-gold', 'Lucky Gold Key', 299, 'key', pal('#facc15', '#854d0e', '#f472b6')),
  item('drink-variety', 'Energy Variety 4 Pack', 349, 'energy-drink', pal('#7c3aed', '#111827', '#22d3ee')),
  item('shades-beach', 'Beach Day Shades', 399, 'sunglasses', pal('#fb923c', '#fde68a', '#f472b6')),
  item('car-mini-drift', 'Mini Drift Car 1:43', 450, 'sports-car', pal('#22d3ee', '#e5e7eb', '#fef08a')),
  item('gift-card-5', '$5 Store Gift Card', 500, 'gift-card', pal('#0ea5e9', '#6366f1', '#fbbf24')),
  item('shades-retro-sun', 'Retro Sun Shades', 599, 'sunglasses', pal('#a21caf', '#f472b6', '#fde047')),
  item('cap-classic', 'Classic Snapback Cap', 699, 'cap', pal('#ef4444', '#1f2937', '#fbbf24')),
  item('cap-trucker', 'Trucker Mesh Cap', 799, 'cap', pal('#2563eb', '#f1f5f9', '#f97316')),
  item('sticker-sheet', 'Holo Sticker Sheet', 849, 'sticker', pal('#f472b6', '#7c3aed', '#67e8f9')),
  item('car-diecast', 'Apex GT Die-Cast 1:64', 899, 'sports-car', pal('#f97316', '#d1d5db', '#fef08a')),
  item('buds-pocket', 'Pocket Buds', 949, 'earbuds', pal('#f1f5f9', '#e2e8f0', '#22c55e')),
  item('gift-card-10', '$10 Store Gift Card', 1000, 'gift-card', pal('#10b981', '#0f766e', '#f43f5e')),
  // $10 to $100
  item('coin-gold-plated', 'Gold Plated Lucky Coin', 1500, 'coin', pal('#f5c542', '#a16207', '#fff1a8')),
  item('card-dragon', 'Legendary Dragon Card', 2400, 'trading-card', pal('#ef4444', '#7f1d1d', '#fbbf24')),
  item('gift-card-25', '$25 Store Gift Card', 2500, 'gift-card', pal('#8b5cf6', '#db2777', '#fde047')),
  item('gamepad-retro', 'Retro Gamepad', 2900, 'controller', pal('#d1d5db', '#6b7280', '#ef4444')),
  item('ring-sterling', 'Sterling Band Ring', 3900, 'ring', pal('#7dd3fc', '#cbd5e1', '#e0f2fe')),
  item('headphones-bass', 'Bass Boost Headphones', 3900, 'headphones', pal('#ef4444', '#1f2937', '#fca5a5')),
  item('backpack-commuter', 'Everyday Commuter Backpack', 4500, 'backpack', pal('#0d9488', '#134e4a', '#fbbf24')),
  item('watch-field', 'Field Quartz Watch', 4900, 'watch', pal('#4d7c0f', '#78350f', '#e5e7eb')),
  item('shades-aviator', 'Polarized Aviator Shades', 5900, 'sunglasses', pal('#1e40af', '#d4af37', '#67e8f9')),
  item('hoodie-cloud', 'Cloud Fleece Hoodie', 6500, 'hoodie', pal('#64748b', '#f1f5f9', '#f8fafc')),
  item('gamepad-pro', 'Pro Wireless Controller', 6900, 'controller', pal('#1f2937', '#4b5563', '#38bdf8')),
  item('necklace-silver', 'Silver Pendant Necklace', 7900, 'necklace', pal('#38bdf8', '#cbd5e1', '#e0f2fe')),
  item('perfume-noir', 'Noir Eau de Parfum', 8900, 'perfume', pal('#1e1b4b', '#0f0f17', '#d4af37')),
  item('camera-instant', 'Instant Snap Camera', 8900, 'camera', pal('#f9a8d4', '#f1f5f9', '#60a5fa')),
  item('skate-street', 'Street Deck Skateboard', 9500, 'skateboard', pal('#f43f5e', '#111827', '#facc15')),
  item('gift-card-100', '$100 Store Gift Card', 10000, 'gift-card', pal('#111827', '#374151', '#d4af37')),
  // $100 to $1,000
  item('gold-bar-1g', 'Gold Bar 1 Gram', 11900, 'gold-bar', pal('#e6b422', '#8a6d0b', '#fff4b0')),
  item('sneaker-aurora', 'Aurora Runner Sneakers', 12900, 'sneaker', pal('#6366f1', '#f1f5f9', '#22d3ee')),
  item('gem-ruby', 'Cut Ruby Gemstone', 14900, 'gem', pal('#e11d48', '#881337', '#fda4af')),
  item('buds-studio', 'Studio Wireless Earbuds', 17900, 'earbuds', pal('#1f2937', '#374151', '#38bdf8')),
  item('phone-pocket', 'Pocket Lite Smartphone', 19900, 'phone', pal('#22c55e', '#94a3b8', '#0ea5e9')),
  item('hoodie-heavy', 'Designer Heavyweight Hoodie', 22900, 'hoodie', pal('#374151', '#f59e0b', '#f59e0b')),
  item('perfume-oud', 'Oud Royale Parfum', 24900, 'perfume', pal('#b45309', '#1c1917', '#fcd34d')),
  item('drone-scout', 'Sky Scout Mini Drone', 29900, 'drone', pal('#e5e7eb', '#6b7280', '#22d3ee')),
  item('watch-steel', 'Steel Automatic Watch', 29900, 'watch', pal('#334155', '#94a3b8', '#f1f5f9')),
  item('headphones-studio', 'Studio Pro Headphones', 34900, 'headphones', pal('#1e293b', '#475569', '#22d3ee')),
  item('console-nova', 'Nova Handheld Console', 39900, 'game-console', pal('#06b6d4', '#f43f5e', '#818cf8')),
  item('vr-quantum', 'Quantum VR Headset', 49900, 'vr-headset', pal('#f8fafc', '#334155', '#a855f7')),
  item('sneaker-hightop', 'Retro Hightop Sneakers', 64900, 'sneaker', pal('#dc2626', '#fafafa', '#111827')),
  item('handbag-atelier', 'Atelier Leather Handbag', 79900, 'handbag', pal('#92400e', '#451a03', '#fbbf24')),
  item('phone-pulse', 'Pulse 15 Pro Smartphone', 89900, 'phone', pal('#7c3aed', '#475569', '#f472b6')),
  // $1,000 to $5,000
  item('gold-bar-10g', 'Gold Bar 10 Gram', 109900, 'gold-bar', pal('#f0c419', '#8a6d0b', '#fff4b0')),
  item('watch-diver', 'Chrono Diver Watch', 119900, 'watch', pal('#1d4ed8', '#1f2937', '#d1d5db')),
  item('drone-cinema', 'Cinema Pro Drone', 149900, 'drone', pal('#4b5563', '#1f2937', '#f97316')),
  item('laptop-aero', 'Aero Book Pro Laptop', 169900, 'laptop', pal('#4f46e5', '#cbd5e1', '#f472b6')),
  item('camera-vista', 'Vista Mirrorless Camera', 199900, 'camera', pal('#374151', '#111827', '#818cf8')),
  item('car-apex-model', 'Apex GT 1:8 Scale Model', 229900, 'sports-car', pal('#dc2626', '#e5e7eb', '#fde68a')),
  item('necklace-tennis', 'Diamond Tennis Necklace', 249900, 'necklace', pal('#e0f2fe', '#e5e7eb', '#a5f3fc')),
  item('guitar-sunburst', 'Sunburst Electric Guitar', 279900, 'guitar', pal('#9a3412', '#fef3c7', '#fbbf24')),
  item('gold-bar-1oz', 'Fine Gold Bar 1 oz', 329900, 'gold-bar', pal('#facc15', '#a16207', '#fff4b0')),
  item('ring-solitaire', 'Solitaire Diamond Ring', 399900, 'ring', pal('#e0f2fe', '#facc15', '#ffffff')),
  item('watch-royal', 'Royal Tourbillon Watch', 449900, 'watch', pal('#065f46', '#78350f', '#facc15')),
  item('gem-sapphire', 'Flawless Blue Sapphire', 500000, 'gem', pal('#2563eb', '#1e3a8a', '#93c5fd')),
];

const pack = (key: string, name: string, theme: PackTheme, items: ReadonlyArray<readonly [string, number]>): DemoPack => ({
  key,
  name,
  theme,
  items: items.map(([itemKey, oddsPpm]) => ({ itemKey, oddsPpm })),
});

// Odds are hand-tuned so expected values climb from about $1 to $600+ and the
// chase item of each pack sits well under 1%.
export const demoPacks: ReadonlyArray<DemoPack> = [
  pack('starter-stash', 'Starter Stash', { primary: '#2563eb', secondary: '#facc15', label: 'Starter Stash', icon: 'sticker' }, [
    ['sticker-holo-star', 11300],
    ['card-common', 8000],
    ['drink-volt', 22000],
    ['card-rookie', 16000],
    ['key-padlock', 5000],
    ['coin-bronze', 12000],
    ['key-brass', 8000],
    ['sticker-pixel-pal', 4000],
    ['coin-silver', 5000],
    ['card-foil-rare', 3000],
    ['gift-card-5', 3000],
    ['cap-classic', 1500],
    ['gift-card-10', 900],
    ['gamepad-retro', 250],
    ['sneaker-aurora', 50],
  ]),
  pack('lucky-coins', 'Lucky Coins', { primary: '#15803d', secondary: '#fbbf24', label: 'Lucky Coins', icon: 'coin' }, [
    ['coin-copper', 10000],
    ['key-padlock', 6000],
    ['coin-bronze', 12772],
    ['key-brass', 12000],
    ['sticker-gold-foil', 20000],
    ['coin-silver', 18000],
    ['key-lucky-gold', 5000],
    ['gift-card-5', 8000],
    ['gift-card-10', 4000],
    ['coin-gold-plated', 3000],
    ['gift-card-25', 800],
    ['gift-card-100', 300],
    ['gold-bar-1g', 120],
    ['gold-bar-10g', 8],
  ]),
  pack('street-style', 'Street Style', { primary: '#db2777', secondary: '#22d3ee', label: 'Street Style', icon: 'cap' }, [
    ['sticker-neon-smile', 12590],
    ['drink-berry', 20000],
    ['shades-beach', 18000],
    ['car-mini-drift', 5000],
    ['shades-retro-sun', 4000],
    ['cap-classic', 14000],
    ['cap-trucker', 3000],
    ['car-diecast', 10000],
    ['backpack-commuter', 5000],
    ['shades-aviator', 3500],
    ['hoodie-cloud', 2500],
    ['skate-street', 1500],
    ['sneaker-aurora', 600],
    ['hoodie-heavy', 250],
    ['sneaker-hightop', 60],
  ]),
  pack('gamer-den', 'Gamer Den', { primary: '#7c3aed', secondary: '#22d3ee', label: 'Gamer Den', icon: 'controller' }, [
    ['drink-volt', 2300],
    ['drink-citrus', 8000],
    ['card-epic', 8000],
    ['card-foil-rare', 20000],
    ['drink-variety', 5000],
    ['sticker-sheet', 3000],
    ['buds-pocket', 14000],
    ['card-dragon', 16000],
    ['gamepad-retro', 10000],
    ['headphones-bass', 7000],
    ['gamepad-pro', 4500],
    ['buds-studio', 1200],
    ['headphones-studio', 500],
    ['console-nova', 350],
    ['vr-quantum', 150],
  ]),
  pack('sneaker-drop', 'Sneaker Drop', { primary: '#ea580c', secondary: '#fde047', label: 'Sneaker Drop', icon: 'sneaker' }, [
    ['shades-beach', 20000],
    ['cap-classic', 28700],
    ['backpack-commuter', 16000],
    ['hoodie-cloud', 12000],
    ['skate-street', 9000],
    ['sneaker-aurora', 9000],
    ['hoodie-heavy', 3500],
    ['sneaker-hightop', 1500],
    ['handbag-atelier', 300],
  ]),
  pack('tech-vault', 'Tech Vault', { primary: '#0f766e', secondary: '#5eead4', label: 'Tech Vault', icon: 'headphones' }, [
    ['buds-pocket', 27280],
    ['gift-card-25', 20000],
    ['headphones-bass', 16000],
    ['gamepad-pro', 12000],
    ['buds-studio', 9000],
    ['phone-pocket', 7000],
    ['headphones-studio', 4000],
    ['console-nova', 2500],
    ['vr-quantum', 1500],
    ['phone-pulse', 600],
    ['laptop-aero', 120],
  ]),
  pack('creator-kit', 'Creator Kit', { primary: '#be123c', secondary: '#fda4af', label: 'Creator Kit', icon: 'camera' }, [
    ['headphones-bass', 23300],
    ['camera-instant', 22000],
    ['gift-card-100', 16000],
    ['buds-studio', 12000],
    ['phone-pocket', 10000],
    ['drone-scout', 8000],
    ['headphones-studio', 5000],
    ['phone-pulse', 2000],
    ['drone-cinema', 900],
    ['laptop-aero', 500],
    ['camera-vista', 300],
  ]),
  pack('time-keepers', 'Time Keepers', { primary: '#1e3a8a', secondary: '#cbd5e1', label: 'Time Keepers', icon: 'watch' }, [
    ['ring-sterling', 20000],
    ['watch-field', 22600],
    ['shades-aviator', 16000],
    ['necklace-silver', 12000],
    ['gold-bar-1g', 10000],
    ['perfume-oud', 7000],
    ['watch-steel', 9000],
    ['watch-diver', 3000],
    ['watch-royal', 400],
  ]),
  pack('ice-box', 'Ice Box', { primary: '#0369a1', secondary: '#a5f3fc', label: 'Ice Box', icon: 'gem' }, [
    ['ring-sterling', 30400],
    ['necklace-silver', 22000],
    ['perfume-noir', 16000],
    ['gem-ruby', 14000],
    ['perfume-oud', 10000],
    ['handbag-atelier', 4000],
    ['necklace-tennis', 2000],
    ['ring-solitaire', 1200],
    ['gem-sapphire', 400],
  ]),
  pack('gold-rush', 'Gold Rush', { primary: '#a16207', secondary: '#fde047', label: 'Gold Rush', icon: 'gold-bar' }, [
    ['coin-gold-plated', 29600],
    ['gift-card-100', 22000],
    ['gold-bar-1g', 18000],
    ['gem-ruby', 12000],
    ['watch-steel', 8000],
    ['gold-bar-10g', 5000],
    ['watch-diver', 2500],
    ['gold-bar-1oz', 2000],
    ['ring-solitaire', 600],
    ['watch-royal', 300],
  ]),
  pack('high-roller', 'High Roller', { primary: '#111827', secondary: '#f59e0b', label: 'High Roller', icon: 'ring' }, [
    ['gift-card-100', 26400],
    ['gold-bar-1g', 15000],
    ['perfume-oud', 12000],
    ['drone-scout', 10000],
    ['console-nova', 8000],
    ['sneaker-hightop', 6000],
    ['phone-pulse', 6000],
    ['watch-diver', 6000],
    ['laptop-aero', 4000],
    ['camera-vista', 2200],
    ['car-apex-model', 1600],
    ['guitar-sunburst', 1100],
    ['gold-bar-1oz', 800],
    ['ring-solitaire', 500],
    ['gem-sapphire', 400],
  ]),
];

/**
 * One free case per level tier (DESIGN §21): packs of kind `level`, never sold, each a step up in
 * value from the tier before (expected values from about 44¢ at levels 1–9 to about $1,700 at
 * 90–100), so claiming one is a treat rather than a way to cash out.
 */
export const demoLevelPacks: ReadonlyArray<DemoPack & { tier: number }> = (
  [
    ['sticker-holo-star', 'card-common', 'drink-volt', 'coin-bronze', 'gift-card-5'],
    ['coin-bronze', 'key-brass', 'coin-silver', 'gift-card-5', 'gift-card-25'],
    ['coin-silver', 'gift-card-5', 'gift-card-10', 'gift-card-25', 'gift-card-100'],
    ['gift-card-5', 'gift-card-10', 'gift-card-25', 'gift-card-100', 'gold-bar-1g'],
    ['gift-card-10', 'gift-card-25', 'gift-card-100', 'gold-bar-1g', 'gem-ruby'],
    ['gift-card-25', 'gift-card-100', 'gold-bar-1g', 'gem-ruby', 'watch-steel'],
    ['gift-card-100', 'gold-bar-1g', 'gem-ruby', 'watch-steel', 'gold-bar-10g'],
    ['gold-bar-1g', 'gem-ruby', 'watch-steel', 'gold-bar-10g', 'watch-diver'],
    ['gem-ruby', 'watch-steel', 'gold-bar-10g', 'watch-diver', 'gold-bar-1oz'],
    ['watch-steel', 'gold-bar-10g', 'watch-diver', 'gold-bar-1oz', 'gem-sapphire'],
  ] as const
).map((keys, i) => {
  const tier = i + 1;
  const from = tier === 1 ? 1 : (tier - 1) * 10;
  const to = tier === 10 ? 100 : tier * 10 - 1;
  const name = `Level ${from} to ${to} Case`;
  const hues = ['#64748b', '#b87333', '#9ca3af', '#ca8a04', '#16a34a', '#0891b2', '#2563eb', '#7c3aed', '#db2777', '#f59e0b'] as const;
  const icons = ['coin', 'coin', 'coin', 'coin', 'gem', 'gem', 'gem', 'watch', 'watch', 'gem'] as const;
  return {
    ...pack(`level-${tier}`, name, { primary: hues[i]!, secondary: '#0f172a', label: name, icon: icons[i]! }, keys.map((key, position) => [key, [35_000, 30_000, 20_000, 12_000, 3_000][position]!] as const)),
    tier,
  };
});

