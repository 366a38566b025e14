/** The rows of a raw statement's answer: PGlite answers `{ rows }`, postgres.js an array of rows. */
export const rowsOf = <Row>(result: unknown): Row[] => (Array.isArray(result) ? result : (result as { rows: Row[] }).rows)
