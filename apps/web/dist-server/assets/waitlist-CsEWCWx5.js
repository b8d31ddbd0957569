import { A as string, D as object, E as number, N as uuid, _ as datetime, w as email, x as array, y as _enum } from "./orders-X7WNvEnJ.js";
import { t as number$1 } from "./coerce-B3FU2VuB.js";
// ../../packages/contracts/src/waitlist.ts
/** `open`: anyone signs up. `waitlist`: `/sign-up` collects a waitlist; only invitees get accounts. */
var SIGN_UP_MODES = ["open", "waitlist"];
var SignUpMode = _enum(SIGN_UP_MODES);
var signUpModeLabels = {
	open: "Terbuka",
	waitlist: "Daftar tunggu"
};
var SignUpModeInput = object({ signUpMode: _enum(SIGN_UP_MODES, { error: "Pilih mode pendaftaran: Terbuka atau Daftar tunggu." }) });
var WaitlistJoinInput = object({
	name: string({ error: "Nama wajib diisi." }).trim().min(2, { error: "Nama minimal 2 karakter." }).max(80, { error: "Nama maksimal 80 karakter." }),
	email: string({ error: "Email wajib diisi." }).trim().max(254, { error: "Email terlalu panjang." }).pipe(email({ error: "Email tidak valid." })).transform((email) => email.toLowerCase())
});
/** The same answer whether the address was new, already waiting or already a user. */
var WaitlistJoinResult = object({ message: string() });
var WAITLIST_STATUSES = [
	"waiting",
	"invited",
	"joined"
];
var waitlistStatusLabels = {
	waiting: "Menunggu",
	invited: "Diundang",
	joined: "Bergabung"
};
var WaitlistListQuery = object({
	/** Absent: every entry. */
	status: _enum(WAITLIST_STATUSES).optional(),
	cursor: string().max(200).optional(),
	limit: number$1().int().min(1).max(100).default(25)
});
var WaitlistEntry = object({
	id: uuid(),
	name: string(),
	email: string(),
	status: _enum(WAITLIST_STATUSES),
	joinedWaitlistAt: datetime(),
	invitedAt: datetime().nullable(),
	/** The staff member who sent the (latest) invitation. */
	invitedBy: string().nullable(),
	/** When the account was created. */
	joinedAt: datetime().nullable()
});
var WaitlistList = object({
	items: array(WaitlistEntry),
	nextCursor: string().nullable(),
	/** Entries nobody has invited yet. */
	waitingCount: number().int()
});
export { WaitlistEntry as a, WaitlistList as c, waitlistStatusLabels as d, WAITLIST_STATUSES as i, WaitlistListQuery as l, SignUpMode as n, WaitlistJoinInput as o, SignUpModeInput as r, WaitlistJoinResult as s, SIGN_UP_MODES as t, signUpModeLabels as u };
