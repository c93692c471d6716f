import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCents } from '@lootforge/core/money';
import type { FinanceDay } from '../console-api';

const COLORS = { wagered: '#4cc9f0', paidOut: '#f7a928', promotions: '#a855f7', net: '#34d399' };

/** Wagered and paid out per day as bars, promotions beside them, the house's net as a line (recharts). */
export function FinanceChart({ days }: { days: FinanceDay[] }) {
  const data = days.map((day) => ({
    day: day.day.slice(5),
    wagered: (day.wageredPacksCents + day.wageredBattlesCents + day.wageredUpgradesCents) / 100,
    paidOut: day.paidOutCents / 100,
    promotions: day.promotionsCents / 100,
    net: day.houseNetCents / 100,
  }));
  const dollars = (value: number) => formatCents(Math.round(value * 100));
  return (
    <figure className="h-full" aria-label="Wagered, paid out, promotions and house net per day">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid stroke="#1f2a45" vertical={false} />
          <XAxis dataKey="day" stroke="#8390ad" fontSize={12} tickLine={false} />
          <YAxis stroke="#8390ad" fontSize={12} tickLine={false} tickFormatter={(value: number) => `$${Math.round(value).toLocaleString('en-US')}`} width={64} />
          <Tooltip
            formatter={(value) => dollars(Number(value))}
            contentStyle={{ background: '#121a2e', border: '1px solid #2d3b60', borderRadius: 12, color: '#e8edf7' }}
            labelStyle={{ color: '#a3afc8' }}
          />
          <Legend wrapperStyle={{ fontSize: 12, color: '#a3afc8' }} />
          <Bar dataKey="wagered" name="Wagered" fill={COLORS.wagered} radius={[4, 4, 0, 0]} />
          <Bar dataKey="paidOut" name="Paid out" fill={COLORS.paidOut} radius={[4, 4, 0, 0]} />
          <Bar dataKey="promotions" name="Promotions" fill={COLORS.promotions} radius={[4, 4, 0, 0]} />
          <Line dataKey="net" name="House net" stroke={COLORS.net} strokeWidth={2} dot={false} type="monotone" />
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}
