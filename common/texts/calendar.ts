/** Texts of the progress calendar and its daily problem (the problem list's side panel, spec §2.3). */
export const CALENDAR_TEXT = {
    title: 'Progress Calendar',
    previous: 'Previous month',
    next: 'Next month',
    weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const,
    weekdayNames: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const,
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const,
    dailyChallenge: 'Daily Challenge',
    /** A day link's accessible name: its visible number first (WCAG 2.5.3 "label in name"), then the date and its problem. */
    dayLabel: (day: number, date: string, title: string, state: 'today' | 'solved' | 'missed' | 'open') =>
      `${day}, ${date}: ${title}${state === 'today' ? ' (today)' : state === 'solved' ? ' (solved a problem)' : state === 'missed' ? ' (no accepted submission)' : ''}`,
    /** Before the link to today's daily problem under the calendar. */
    todaysProblem: "Today's problem:",
    footer: 'Keep solving every day!',
  } as const;
