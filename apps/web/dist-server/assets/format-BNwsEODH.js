// ../../packages/contracts/src/format.ts
/**
* Indonesian formatting of money, numbers and dates, shared by the web app and the server
* (emails). Money is integer rupiah everywhere (DESIGN.md §4).
*/
var rupiah = new Intl.NumberFormat("id-ID", {
	style: "currency",
	currency: "IDR",
	maximumFractionDigits: 0
});
var number = new Intl.NumberFormat("id-ID");
var date = new Intl.DateTimeFormat("id-ID", {
	day: "numeric",
	month: "long",
	year: "numeric"
});
var dateTime = new Intl.DateTimeFormat("id-ID", {
	day: "numeric",
	month: "short",
	year: "numeric",
	hour: "2-digit",
	minute: "2-digit"
});
var dateWib = new Intl.DateTimeFormat("id-ID", {
	day: "numeric",
	month: "long",
	year: "numeric",
	timeZone: "Asia/Jakarta"
});
var dateTimeWib = new Intl.DateTimeFormat("id-ID", {
	day: "numeric",
	month: "short",
	year: "numeric",
	hour: "2-digit",
	minute: "2-digit",
	timeZone: "Asia/Jakarta"
});
/** `150000` → `Rp 150.000` (the space is a no-break space, as Intl writes it). */
var formatRupiah = (amount) => rupiah.format(amount);
/** `1234567` → `1.234.567` */
var formatNumber = (value) => number.format(value);
/** → `22 November 2026` */
var formatDate = (value) => date.format(new Date(value));
/** → `22 Nov 2026, 14.05` */
var formatDateTime = (value) => dateTime.format(new Date(value));
/**
* → `24 Nov 2026, 07.52 WIB`: a moment in Jakarta time, whatever zone the reader (or the server
* sending an email) is in. Use it wherever a time is a fact of record: orders, payments, emails.
*/
var formatDateTimeWib = (value) => `${dateTimeWib.format(new Date(value))} WIB`;
/** → `24 November 2026`: the day in Jakarta, whatever zone the reader is in. */
var formatDateWib = (value) => dateWib.format(new Date(value));
/** 433 → "4,3" (one decimal, id-ID); the page and the cards show the same figure. */
function formatRating(averageX100) {
	return (Math.round(averageX100 / 10) / 10).toLocaleString("id-ID", {
		minimumFractionDigits: 1,
		maximumFractionDigits: 1
	});
}
export { formatNumber as a, formatDateWib as i, formatDateTime as n, formatRating as o, formatDateTimeWib as r, formatRupiah as s, formatDate as t };
