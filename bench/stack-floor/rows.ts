/** The list the floor pages show: 15 rows like the problem list's, fetched from `/problems.json`. */
export interface FloorRow {
  _id: string;
  title: string;
  difficulty: string;
  tag: string;
}
