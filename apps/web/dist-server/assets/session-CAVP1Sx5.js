import { A as string, D as object, E as number, F as NEVER, S as boolean, _ as datetime, g as date, k as strictObject, x as array, y as _enum } from "./orders-X7WNvEnJ.js";
import { o as ShopRole } from "./shops-CQjzKAlY.js";
var Gender = _enum(["female", "male"], { error: "Pilih jenis kelamin." });
var PHONE_MESSAGE = "Nomor HP tidak valid (contoh: 081234567890).";
/**
* An Indonesian mobile number as people type it (`0812…`, `62812…`, `+62812…`, with spaces or
* dashes) → the one stored form `+62812…`; anything else is null. The same digits the checkout
* form accepts (`contracts/orders.ts`).
*/
function normalizeIndonesianPhone(value) {
	const compact = value.trim().replace(/[\s().-]/g, "");
	const match = /^(?:\+62|62|0)(8\d{7,12})$/.exec(compact);
	return match ? `+62${match[1]}` : null;
}
/** A phone number field: normalised to `+628…`; an empty field clears it (null). */
var PhoneNumber = string({ error: PHONE_MESSAGE }).max(30, { error: PHONE_MESSAGE }).transform((value, ctx) => {
	if (value.trim() === "") return null;
	const phone = normalizeIndonesianPhone(value);
	if (phone === null) {
		ctx.addIssue({
			code: "custom",
			message: PHONE_MESSAGE
		});
		return NEVER;
	}
	return phone;
});
/** Whole years between a `YYYY-MM-DD` birth date and `today` (local calendar dates). */
function ageOn(dateOfBirth, today) {
	const [year, month, day] = dateOfBirth.split("-").map(Number);
	let age = today.getFullYear() - year;
	if (today.getMonth() + 1 < month || today.getMonth() + 1 === month && today.getDate() < day) age -= 1;
	return age;
}
/** A real calendar date `YYYY-MM-DD` giving an age of 13 to 120 today; empty clears it (null). */
var DateOfBirth = string({ error: "Tanggal lahir tidak valid." }).max(10, { error: "Tanggal lahir tidak valid." }).transform((value, ctx) => {
	if (value.trim() === "") return null;
	const date$1 = date().safeParse(value.trim());
	if (!date$1.success) {
		ctx.addIssue({
			code: "custom",
			message: "Tanggal lahir tidak valid."
		});
		return NEVER;
	}
	const age = ageOn(date$1.data, /* @__PURE__ */ new Date());
	if (age < 13) {
		ctx.addIssue({
			code: "custom",
			message: `Usia minimal 13 tahun.`
		});
		return NEVER;
	}
	if (age > 120) {
		ctx.addIssue({
			code: "custom",
			message: "Tanggal lahir tidak valid."
		});
		return NEVER;
	}
	return date$1.data;
});
var ProfileName = string({ error: "Nama wajib diisi." }).trim().min(2, { error: "Nama minimal 2 karakter." }).max(80, { error: "Nama maksimal 80 karakter." });
/**
* `PATCH /api/v1/account/profile`: only the fields sent change. The form sends them all; an
* empty phone or birth date clears it, and `gender: null` clears the gender.
*/
var UpdateProfileInput = strictObject({
	name: ProfileName.optional(),
	phoneNumber: PhoneNumber.optional(),
	dateOfBirth: DateOfBirth.optional(),
	gender: Gender.nullable().optional()
}, { error: "Hanya nama, nomor HP, tanggal lahir, dan jenis kelamin yang dapat diubah di sini." }).refine((input) => Object.values(input).some((value) => value !== void 0), { error: "Tidak ada data yang diubah." });
/** The signed-in user's own profile (the spec's client user state: phoneNumber, dateOfBirth, gender). */
var Profile = object({
	id: string(),
	name: string(),
	email: string(),
	emailVerified: boolean(),
	/** `/uploads/avatars/…` (our own 512 px WebP), or null. */
	image: string().nullable(),
	phoneNumber: string().nullable(),
	dateOfBirth: string().nullable(),
	gender: Gender.nullable(),
	/** Has a password (can change it and confirm deletion with it); Google-only accounts do not. */
	hasPassword: boolean()
});
// ../../packages/contracts/src/session.ts
var Membership = object({
	organizationId: string(),
	name: string(),
	slug: string(),
	/** The shop's logo (an upload), or null: its initials are shown instead. */
	logoUrl: string().nullable(),
	role: ShopRole,
	/** A shop, or one of the platform's admin organisations. */
	kind: _enum(["shop", "admin"])
});
/**
* What the web app needs to know about who is signed in (DESIGN.md §4, client session state).
* Signed out: `user` is null and the lists are empty.
*/
var SessionSummary = object({
	user: object({
		id: string(),
		name: string(),
		email: string(),
		emailVerified: boolean(),
		image: string().nullable(),
		/** `+628…` (normalised), or null. */
		phoneNumber: string().nullable(),
		/** `YYYY-MM-DD`, or null. */
		dateOfBirth: string().nullable(),
		gender: Gender.nullable()
	}).nullable(),
	session: object({
		id: string(),
		/** The bearer token the web app keeps in memory (never in storage). */
		token: string(),
		activeOrganizationId: string().nullable()
	}).nullable(),
	memberships: array(Membership),
	/** The role in the active organisation, when there is one. */
	role: ShopRole.nullable(),
	pendingInvitationCount: number().int(),
	/** The first admin organisation the user belongs to: the ADMIN button makes it active. */
	adminOrganizationId: string().nullable(),
	/** The active organisation is an admin organisation: /admin is open. */
	isPlatformAdmin: boolean(),
	/**
	* The active shop has a payment configuration (spec §3 Vendor `paymentConfig`): without one, the
	* seller sidebar marks Payout with a red dot. False outside a shop.
	*/
	paymentConfigured: boolean()
});
var AdminAccess = object({
	organizationId: string(),
	organizationName: string(),
	/** Work waiting for staff: the sidebar's badges. */
	waiting: object({
		reviewQueue: number().int(),
		openPayouts: number().int(),
		/** People on the waitlist nobody has invited yet; 0 while sign-up is open. */
		waitlist: number().int(),
		/** Affiliate flags nobody has handled yet (issue 26). */
		affiliateFlags: number().int()
	})
});
var PendingInvitation = object({
	id: string(),
	organizationId: string(),
	organizationName: string(),
	role: ShopRole,
	inviterName: string(),
	expiresAt: datetime()
});
export { Gender as a, ProfileName as c, DateOfBirth as i, UpdateProfileInput as l, PendingInvitation as n, PhoneNumber as o, SessionSummary as r, Profile as s, AdminAccess as t };
