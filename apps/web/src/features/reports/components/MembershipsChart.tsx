import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MembershipPeriodRow } from '@fairplay/contracts';

/**
 * Members who came and went per period: joins up, departures down. Drawn for the eye only (aria-hidden): the table
 * beside it carries the same figures for screen readers.
 */
export function MembershipsChart({ rows }: { rows: MembershipPeriodRow[] }) {
  const data = rows.map((row) => ({
    label: row.label.replace('Week of ', ''),
    New: row.new,
    Reactivated: row.reactivated,
    Cancelled: -row.cancelled,
    Ended: -row.ended,
  }));
  return (
    <div aria-hidden style={{ width: '100%', height: 260 }}>
      <ResponsiveContainer>
        <BarChart data={data} stackOffset="sign" margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" fontSize={12} />
          <YAxis allowDecimals={false} fontSize={12} />
          <Tooltip formatter={(value) => Math.abs(Number(value))} />
          <Legend />
          <Bar dataKey="New" stackId="m" fill="#2f9e44" />
          <Bar dataKey="Reactivated" stackId="m" fill="#1971c2" />
          <Bar dataKey="Cancelled" stackId="m" fill="#c92a2a" />
          <Bar dataKey="Ended" stackId="m" fill="#e67700" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
