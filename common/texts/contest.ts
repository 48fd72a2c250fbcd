/** Texts of the contest and sorry screens (spec §2.10). */
export const CONTEST_TEXT = {
  contest: {
    title: 'Contests',
    subtitle: 'Compete with others in timed rounds.',
    weeklyTitle: 'Weekly Contest 454',
    weeklyTime: 'Sunday 8:00 AM GMT+5:30',
    weeklyCountdown: 'Starts in 2d 14h 22m 10s',
    biweeklyTitle: 'Biweekly Contest 159',
    biweeklyTime: 'Saturday 8:00 PM GMT+5:30',
    biweeklyCountdown: 'Starts in 1d 02h 22m 10s',
    register: 'View contest',
  },

  sorry: {
    title: 'Oops! Feature Not Available',
    body: 'This section is still under construction. Please check back later!',
    back: 'Go Back',
  },
  /** Document titles of `/contest` and `/sorry` (`PageTitle` appends the brand). */
  pageTitle: { contest: 'Contest', sorry: 'Not available yet' },
} as const;
