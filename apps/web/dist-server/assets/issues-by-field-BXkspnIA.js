// src/lib/issues-by-field.ts
/** A refused form's messages by top-level field, for the fields to show under themselves. */
var issuesByField = (error) => Object.fromEntries(error.issues.map((issue) => [String(issue.path[0]), issue.message]));
export { issuesByField as t };
