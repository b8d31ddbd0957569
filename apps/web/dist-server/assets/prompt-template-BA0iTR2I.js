// ../../packages/contracts/src/prompt-template.ts
/**
* A prompt's `[BRACKETED]` template variables (DESIGN.md §4): found here once for the server (the
* public count) and the web app (highlighting, the fill-in form), so both always agree.
*
* A variable is 1–60 characters between `[` and `]` on one line, holding no bracket itself: in
* `[[PRODUK]]` only the inner `[PRODUK]` is one, and `[ ]` is none. Its name is trimmed and upper
* case, so `[produk]` and `[ PRODUK ]` are the same variable as `[PRODUK]`.
*/
var VARIABLE = /\[([^[\]\n]{1,60})\]/g;
var nameOf = (inner) => inner.trim().toUpperCase();
/** The text cut into plain runs and variables, in order: joining every part's text gives it back. */
function parsePromptTemplate(promptText) {
	const parts = [];
	let plain = "";
	let last = 0;
	for (const match of promptText.matchAll(VARIABLE)) {
		const name = nameOf(match[1] ?? "");
		if (!name) continue;
		plain += promptText.slice(last, match.index);
		if (plain) parts.push({
			kind: "text",
			text: plain
		});
		plain = "";
		parts.push({
			kind: "variable",
			name,
			raw: match[0]
		});
		last = match.index + match[0].length;
	}
	plain += promptText.slice(last);
	if (plain) parts.push({
		kind: "text",
		text: plain
	});
	return parts;
}
/** The distinct variables, in the order they first appear (their count is public). */
function templateVariables(promptText) {
	const names = parsePromptTemplate(promptText).flatMap((part) => part.kind === "variable" ? [part.name] : []);
	return [...new Set(names)];
}
/**
* The prompt with every variable that has a value replaced by it (each occurrence, whatever its
* case); a variable left empty stays as it was written, so the buyer sees what is still to fill.
* Values are inserted as they are, once: a value holding `[X]` is not filled in again.
*/
function fillPromptTemplate(promptText, values) {
	return parsePromptTemplate(promptText).map((part) => {
		if (part.kind === "text") return part.text;
		const value = values[part.name]?.trim();
		return value ? value : part.raw;
	}).join("");
}
export { parsePromptTemplate as n, templateVariables as r, fillPromptTemplate as t };
