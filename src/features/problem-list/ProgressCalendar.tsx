/**
 * The 'Progress Calendar' panel (spec §2.3, with the real month lengths): month navigation that
 * wraps December ↔ January, a Sunday-first grid, each day up to today linking to that day's
 * problem (the same on every device: `dailyProblemId`), today in green, past days of the current
 * month since the account was made without an accepted submission with a red dot, days with one
 * marked as solved, and today's problem named under the grid.
 */
import { memo, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { calendarDayState, dailyProblemId, dayKey, localDayKey, monthGrid, shiftMonth, type CalendarDayState, type YearMonth } from '../../../common/domain/calendar.ts';
import type { ProblemSummary } from '../../../common/contract/index.ts';
import { Panel } from '../../ui/Panel.tsx';
import { CALENDAR_TEXT } from '../../../common/texts/calendar.ts';

/**
 * @param problems the whole list (the daily problem is chosen among them)
 * @param acceptedAt ISO times of the learner's accepted submissions
 * @param since when the learner's account was made (ISO; days before it are never missed), if known
 * @param today now (for tests and the day change); default: the current time
 */
function ProgressCalendarView({
  problems,
  acceptedAt,
  since,
  today = new Date(),
}: {
  problems: readonly ProblemSummary[];
  acceptedAt: readonly string[];
  since?: string;
  today?: Date;
}) {
  const todayKey = localDayKey(today);
  const sinceKey = since ? localDayKey(new Date(since)) : null;
  const [shown, setShown] = useState<YearMonth>({ year: today.getFullYear(), month: today.getMonth() });
  const ids = useMemo(() => problems.map((p) => p._id), [problems]);
  const titles = useMemo(() => new Map(problems.map((p) => [p._id, p.title])), [problems]);
  const solvedDays = useMemo(() => new Set(acceptedAt.map((iso) => localDayKey(new Date(iso)))), [acceptedAt]);
  const isCurrentMonth = shown.year === today.getFullYear() && shown.month === today.getMonth();
  const monthName = `${CALENDAR_TEXT.months[shown.month]} ${shown.year}`;

  const stateOf = (key: string): CalendarDayState => calendarDayState(key, { todayKey, solvedDays, isCurrentMonth, sinceKey });
  const todaysId = dailyProblemId(todayKey, ids);
  const dayOf = (day: number): DayCell => {
    const key = dayKey(shown.year, shown.month, day);
    const problemId = key <= todayKey ? dailyProblemId(key, ids) : null;
    const title = problemId ? (titles.get(problemId) ?? CALENDAR_TEXT.dailyChallenge) : CALENDAR_TEXT.dailyChallenge;
    return { day, key, state: stateOf(key), problemId, title };
  };

  return (
    <Panel title={CALENDAR_TEXT.title}>
      <MonthNav monthName={monthName} onShift={(by) => setShown((m) => shiftMonth(m, by))} />
      <table className="w-full table-fixed text-center text-sm" aria-label={monthName}>
        <thead>
          <tr>
            {CALENDAR_TEXT.weekdays.map((d, i) => (
              <th key={d} scope="col" className="pb-1 text-xs font-medium text-base-content/60">
                <abbr title={CALENDAR_TEXT.weekdayNames[i]} className="no-underline">
                  {d}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(shown).map((week, w) => (
            <tr key={w}>
              {week.map((day, i) => (day === null ? <td key={i} /> : <CalendarDay key={i} cell={dayOf(day)} />))}
            </tr>
          ))}
        </tbody>
      </table>
      {todaysId && (
        <p className="text-center text-sm" data-testid="todays-problem">
          {CALENDAR_TEXT.todaysProblem}{' '}
          <Link to={`/prblm/${todaysId}`} className="link font-medium">
            {titles.get(todaysId) ?? CALENDAR_TEXT.dailyChallenge}
          </Link>
        </p>
      )}
      <p className="text-center text-sm text-base-content/70">{CALENDAR_TEXT.footer}</p>
    </Panel>
  );
}

/** The month shown, between the previous and next month buttons. */
function MonthNav({ monthName, onShift }: { monthName: string; onShift: (by: -1 | 1) => void }) {
  return (
    <div className="flex items-center justify-between">
      <button type="button" className="btn btn-ghost btn-sm btn-square" aria-label={CALENDAR_TEXT.previous} onClick={() => onShift(-1)}>
        <span aria-hidden="true">‹</span>
      </button>
      <p className="font-semibold" aria-live="polite" data-testid="calendar-month">
        {monthName}
      </p>
      <button type="button" className="btn btn-ghost btn-sm btn-square" aria-label={CALENDAR_TEXT.next} onClick={() => onShift(1)}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}

/** One day of the grid: its date key, state, and daily problem (null after today). */
interface DayCell {
  day: number;
  key: string;
  state: CalendarDayState;
  problemId: string | null;
  title: string;
}

/** A day's cell: a link to its daily problem (a red dot when missed), or a plain future day. */
function CalendarDay({ cell: { day, key, state, problemId, title } }: { cell: DayCell }) {
  const circle = `relative mx-auto flex h-8 w-8 items-center justify-center rounded-full ${
    state === 'today' ? 'bg-success font-bold text-success-content' : state === 'solved' ? 'bg-success/15 text-success' : ''
  }`;
  return (
    <td className="py-0.5">
      {problemId ? (
        <Link
          to={`/prblm/${problemId}`}
          className={`${circle} hover:outline hover:outline-2 hover:outline-primary`}
          title={title}
          aria-label={CALENDAR_TEXT.dayLabel(day, key, title, state)}
          aria-current={state === 'today' ? 'date' : undefined}
          data-state={state}
        >
          {day}
          {state === 'missed' && <span className="absolute bottom-0.5 h-1.5 w-1.5 rounded-full bg-error" aria-hidden="true" />}
        </Link>
      ) : (
        <span className={`${circle} text-base-content/70`} data-state="future">
          {day}
        </span>
      )}
    </td>
  );
}

/** {@link ProgressCalendarView}, rendered again only when its props change (the list's data re-renders the page). */
export const ProgressCalendar = memo(ProgressCalendarView);
