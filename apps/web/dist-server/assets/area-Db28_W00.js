import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { I as Navigate, K as useNavigate, L as Outlet, P as Link, Z as useSearchParams, i as callApi, u as useQuery } from "./public-api-D-FUNJP1.js";
import { t as Alert } from "./alert-DWkv6kLc.js";
import { t as Skeleton } from "./skeleton-3FQQTDwH.js";
import { L as useMutation, b as toast, n as Button, v as LogoMark, y as paths } from "../entry-server.js";
import { t as accountApi } from "./account-SN9qfutP.js";
import { t as formatDate } from "./format-BNwsEODH.js";
import { t as cn } from "./cn-DJgp3dhb.js";
import { n as require_jsx_runtime, t as common } from "./common-BJeRfR82.js";
import { s as useQueryClient, t as ApiError } from "./http-uRK1c2Wv.js";
import { t as require_react } from "./react-C6tkHmF0.js";
import { t as authClient } from "./auth-client-DC3aXfga.js";
import { o as refreshSession, t as useSession } from "./use-session-DbhFI07F.js";
import { A as string, D as object, w as email } from "./orders-X7WNvEnJ.js";
import { t as ThemeToggle } from "./theme-toggle-DuT28nJ9.js";
import { t as Mail } from "./mail-E-cJD7w-.js";
import { a as useWatch, i as useForm, t as u } from "./zod-DOXC44ez.js";
import { n as CreateShopInput } from "./shops-CQjzKAlY.js";
import { t as FormField } from "./form-field-Pm8rZE8n.js";
import { t as Input } from "./input-D2IwgA0K.js";
import { n as createShop, t as useSlugAvailability } from "./use-slug-availability-CHpSbiiT.js";
import { t as ChevronRight } from "./chevron-right-Dd6QSKf4.js";
import { t as Store } from "./store-C8b4eMYz.js";
import { t as usePublicConfig } from "./public-config-CwQVKIl1.js";
import { o as WaitlistJoinInput } from "./waitlist-CsEWCWx5.js";
import { t as publicApi } from "./public-n26BZgy9.js";
// src/features/shops/api/pending-invitations.ts
var pendingInvitationsQueryKey = ["account", "invitations"];
function usePendingInvitations(enabled) {
	return useQuery({
		queryKey: pendingInvitationsQueryKey,
		queryFn: ({ signal }) => callApi(accountApi.invitations, {}, { signal }),
		enabled
	});
}
// src/locales/id/auth.ts
/** Sign-in, sign-up, verification, password reset, and choosing or opening a shop. */
var auth = {
	google: "Masuk dengan Google",
	orWithEmail: "atau dengan email",
	fields: {
		name: "Nama",
		email: "Email",
		password: "Kata sandi",
		newPassword: "Kata sandi baru",
		confirmPassword: "Konfirmasi kata sandi",
		passwordHint: "Minimal 8 karakter."
	},
	validation: {
		name: "Nama minimal 2 karakter.",
		email: "Email tidak valid.",
		passwordRequired: "Masukkan kata sandi Anda.",
		passwordMin: "Kata sandi minimal 8 karakter.",
		passwordMax: "Kata sandi maksimal 128 karakter.",
		passwordMismatch: "Konfirmasi kata sandi tidak sama."
	},
	signIn: {
		title: "Masuk",
		lead: "Masuk untuk membeli prompt dan mengelola toko Anda.",
		submit: "Masuk",
		forgotPassword: "Lupa kata sandi?",
		noAccount: "Belum punya akun?",
		signUp: "Daftar"
	},
	signUp: {
		title: "Daftar",
		lead: "Buat akun untuk membeli prompt atau membuka toko Anda sendiri.",
		submit: "Daftar",
		haveAccount: "Sudah punya akun?",
		signIn: "Masuk"
	},
	/** `/sign-up` while sign-up is in waitlist mode (the admin's 'Mode pendaftaran'). */
	waitlist: {
		title: "Daftar tunggu",
		lead: "Pendaftaran PasarPrompt sedang dibuka bertahap. Tinggalkan nama dan email Anda; kami akan mengirim undangan untuk membuat akun.",
		submit: "Masuk daftar tunggu",
		joinedTitle: "Anda sudah masuk daftar tunggu",
		joined: (email) => `Terima kasih! Kami akan mengirim undangan ke ${email} saat tempat Anda tiba. Undangan itu berisi tautan untuk membuat akun.`,
		toMarketplace: "Jelajahi marketplace",
		haveInvitation: "Sudah menerima undangan?",
		useInvitation: "Buat akun dengan email undangan",
		invitedLead: "Pendaftaran saat ini hanya untuk undangan. Buat akun dengan alamat email yang menerima undangan.",
		backToWaitlist: "Belum diundang? Masuk daftar tunggu"
	},
	errors: { SIGN_UP_WAITLIST_ONLY: "Pendaftaran saat ini hanya untuk undangan. Masuk daftar tunggu di halaman Daftar, dan kami akan mengirim undangan ke email Anda." },
	verifyEmail: {
		title: "Verifikasi email",
		lead: "Verifikasi email Anda untuk membuka toko, mengundang anggota, dan mencairkan dana.",
		verified: "Email Anda sudah terverifikasi.",
		openShop: "Buka toko atau pilih toko",
		toMarketplace: "Lanjut ke marketplace",
		invalidLink: "Tautan verifikasi tidak valid atau sudah kedaluwarsa.",
		sentTo: (email) => `Kami telah mengirim tautan verifikasi ke ${email}. Buka email tersebut lalu klik tautannya.`,
		resend: "Kirim ulang email verifikasi",
		resendIn: (seconds) => `Kirim ulang dalam ${seconds} detik`,
		resent: "Email verifikasi dikirim ulang.",
		signedOut: "Masuk ke akun Anda untuk memverifikasi email atau meminta tautan verifikasi baru.",
		signIn: "Masuk"
	},
	resetPassword: {
		title: "Atur ulang kata sandi",
		requestLead: "Masukkan email akun Anda, kami kirimkan tautan untuk membuat kata sandi baru.",
		newPasswordLead: "Buat kata sandi baru untuk akun Anda.",
		sendLink: "Kirim tautan",
		requested: "Jika email tersebut terdaftar, kami telah mengirim tautan untuk mengatur ulang kata sandi.",
		invalidLink: "Tautan tidak valid atau sudah kedaluwarsa. Minta tautan baru.",
		submit: "Simpan kata sandi baru",
		done: "Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru.",
		requestNewLink: "Minta tautan baru",
		signIn: "Masuk",
		backToSignIn: "Kembali ke halaman masuk"
	},
	organization: {
		title: "Toko Anda",
		lead: "Pilih toko untuk dikelola, atau buka toko baru.",
		pendingInvitations: (count) => `Anda punya ${count} undangan bergabung dengan toko.`,
		seeInvitations: "Lihat undangan",
		yourShops: "Toko yang Anda kelola",
		createTitle: "Buka toko baru",
		slugLabel: "Alamat toko (slug)",
		slugHint: "3–40 huruf kecil, angka, atau tanda hubung. Menjadi alamat halaman toko Anda.",
		slugAvailable: (url) => `Tersedia: ${url}`,
		createSubmit: "Buka toko",
		created: "Toko berhasil dibuat.",
		verifyFirst: (email) => `Verifikasi email Anda (${email}) terlebih dahulu sebelum membuka toko. Buka tautan yang kami kirim ke email tersebut.`,
		resendVerification: "Kirim ulang email verifikasi",
		verificationSent: "Email verifikasi terkirim. Periksa kotak masuk Anda."
	},
	invitations: {
		title: "Undangan toko",
		lead: (email) => `Undangan yang dikirim ke ${email}.`,
		detail: (inviter, role, until) => `Diundang oleh ${inviter} sebagai ${role} · berlaku sampai ${until}`,
		accept: "Terima",
		reject: "Tolak",
		accepted: "Undangan diterima. Selamat bergabung!",
		rejected: "Undangan ditolak.",
		none: "Tidak ada undangan yang menunggu.",
		toOrganizations: "Buka atau pilih toko",
		verifyFirst: "Verifikasi email Anda terlebih dahulu untuk menanggapi undangan.",
		verifyLink: "Verifikasi email"
	}
};
// src/features/shops/hooks/use-respond-to-invitation.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* Accepts (then opens the shop's dashboard) or rejects an invitation; `busy` holds the one being
* answered, so no second answer starts meanwhile.
*/
function useRespondToInvitation() {
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const [busy, setBusy] = (0, import_react.useState)(null);
	const respond = async (invitationId, accept) => {
		setBusy(invitationId);
		const { error } = accept ? await authClient.organization.acceptInvitation({ invitationId }) : await authClient.organization.rejectInvitation({ invitationId });
		setBusy(null);
		if (error) {
			toast({
				title: error.message || common.errors.generic,
				variant: "destructive"
			});
			return;
		}
		await queryClient.invalidateQueries({ queryKey: pendingInvitationsQueryKey });
		await refreshSession();
		if (accept) {
			toast({ title: auth.invitations.accepted });
			navigate(paths.app.dashboard);
		} else toast({ title: auth.invitations.rejected });
	};
	return {
		busy,
		respond
	};
}
// src/features/shops/components/invitation-list.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The invitations waiting for the user, each with accept and reject. */
function InvitationList({ invitations, highlighted }) {
	const { busy, respond } = useRespondToInvitation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: "grid gap-3",
		children: invitations.map((invitation) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
			className: cn("rounded-lg border p-4", invitation.id === highlighted && "border-primary"),
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "font-semibold",
					children: invitation.organizationName
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "text-muted-foreground text-sm",
					children: auth.invitations.detail(invitation.inviterName, common.roles[invitation.role], formatDate(invitation.expiresAt))
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "mt-3 flex gap-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						disabled: busy !== null,
						onClick: () => void respond(invitation.id, true),
						children: auth.invitations.accept
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "outline",
						disabled: busy !== null,
						onClick: () => void respond(invitation.id, false),
						children: auth.invitations.reject
					})]
				})
			]
		}, invitation.id))
	});
}
// src/app/routes/auth/approve-invitation-page.tsx
/** /authentication/organization/approve: accept or reject the invitations sent to your email. */
function ApproveInvitationPage() {
	const session = useSession();
	const [params] = useSearchParams();
	const highlighted = params.get("invitationId");
	const invitations = usePendingInvitations(session.isLoggedIn);
	if (session.isLoading) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-48 w-full" });
	if (!session.isLoggedIn) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigate, {
		to: paths.auth.signIn(paths.auth.approveInvitation(highlighted)),
		replace: true
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-5",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${auth.invitations.title} — ${common.brand.name}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "font-bold text-2xl",
				children: auth.invitations.title
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-1 text-muted-foreground",
				children: auth.invitations.lead(session.email ?? "")
			})] }),
			!session.emailVerified ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, { children: [
				auth.invitations.verifyFirst,
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: paths.auth.verifyEmail,
					className: "font-medium text-primary underline",
					children: auth.invitations.verifyLink
				})
			] }) : invitations.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-24 w-full" }) : invitations.data && invitations.data.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InvitationList, {
				invitations: invitations.data,
				highlighted
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, { children: [
				auth.invitations.none,
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: paths.auth.organization,
					className: "font-medium text-primary underline",
					children: auth.invitations.toOrganizations
				})
			] })
		]
	});
}
// src/app/routes/auth/layout.tsx
/** Sign-in, sign-up and organisation pages: a centred card on a quiet background. */
function AuthLayout() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex min-h-dvh flex-col bg-muted/40",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
			className: "mx-auto flex w-full max-w-md items-center justify-between px-4 py-6",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
				to: paths.marketplace.home,
				className: "flex items-center gap-2",
				"aria-label": common.brand.homeLink,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogoMark, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "font-bold text-lg tracking-tight",
					children: common.brand.name
				})]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ThemeToggle, {})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("main", {
			className: "mx-auto w-full max-w-md flex-1 px-4 pb-16",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "rounded-xl border bg-card p-6 shadow-sm sm:p-8",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Outlet, {})
			})
		})]
	});
}
// src/features/auth/components/verify-email-first.tsx
/** Opening a shop needs a verified email: says so, and sends the link again on request. */
function VerifyEmailFirst({ email }) {
	const [sent, setSent] = (0, import_react.useState)(false);
	const resend = async () => {
		const { error } = await authClient.sendVerificationEmail({
			email,
			callbackURL: paths.auth.emailVerified
		});
		if (error) toast({
			title: error.message || common.errors.generic,
			variant: "destructive"
		});
		else setSent(true);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: auth.organization.verifyFirst(email) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		variant: "link",
		className: "h-auto px-0",
		disabled: sent,
		onClick: () => void resend(),
		children: sent ? auth.organization.verificationSent : auth.organization.resendVerification
	})] });
}
// src/features/shops/components/slug-from-name.ts
/** Lower-case, hyphenated, at most 40 characters: a suggestion the user may edit. */
function slugFromName(name) {
	return name.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 40).replace(/-+$/, "");
}
// src/features/shops/components/create-shop-form.tsx
/** Opens a new shop: its name, and an address suggested from it that is checked as it is typed. */
function CreateShopForm() {
	const navigate = useNavigate();
	const form = useForm({
		resolver: u(CreateShopInput),
		defaultValues: {
			name: "",
			slug: ""
		}
	});
	const [slugEdited, setSlugEdited] = (0, import_react.useState)(false);
	const name = useWatch({
		control: form.control,
		name: "name"
	});
	const slug = useWatch({
		control: form.control,
		name: "slug"
	});
	const availability = useSlugAvailability(slug);
	(0, import_react.useEffect)(() => {
		if (!slugEdited) form.setValue("slug", slugFromName(name));
	}, [
		name,
		slugEdited,
		form
	]);
	const submit = form.handleSubmit(async (input) => {
		try {
			await createShop(input);
			await refreshSession();
			toast({ title: auth.organization.created });
			navigate(paths.app.dashboard);
		} catch (error) {
			const fields = error instanceof ApiError ? error.fields : [];
			for (const field of fields) {
				const name = field.path.replace(/^body\./, "");
				if (name === "name" || name === "slug") form.setError(name, { message: field.message });
			}
			if (fields.length > 0) return;
			if (error instanceof ApiError && error.status === 409) form.setError("slug", { message: error.message });
			else form.setError("root", { message: error instanceof ApiError ? error.message : common.errors.generic });
		}
	});
	const slugError = form.formState.errors.slug?.message ?? availability?.message ?? void 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		onSubmit: submit,
		className: "grid gap-4",
		noValidate: true,
		children: [
			form.formState.errors.root ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				variant: "destructive",
				children: form.formState.errors.root.message
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: common.shopNameLabel,
				error: form.formState.errors.name?.message,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
					autoComplete: "organization",
					...form.register("name")
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: auth.organization.slugLabel,
				error: slugError,
				hint: availability?.available ? auth.organization.slugAvailable(`${window.location.origin}/${availability.slug}`) : auth.organization.slugHint,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
					autoCapitalize: "none",
					spellCheck: false,
					...form.register("slug", { onChange: () => setSlugEdited(true) })
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				disabled: form.formState.isSubmitting,
				children: form.formState.isSubmitting ? common.processing : auth.organization.createSubmit
			})
		]
	});
}
// src/features/shops/hooks/use-open-shop.ts
/** Makes one of the user's shops the active organisation, then opens its dashboard. */
function useOpenShop() {
	const navigate = useNavigate();
	return async (organizationId) => {
		const { error } = await authClient.organization.setActive({ organizationId });
		if (error) {
			toast({
				title: error.message || common.errors.generic,
				variant: "destructive"
			});
			return;
		}
		await refreshSession();
		navigate(paths.app.dashboard);
	};
}
// src/features/shops/components/your-shops-list.tsx
/** The shops the user belongs to; choosing one makes it active and opens its dashboard. */
function YourShopsList({ shops }) {
	const open = useOpenShop();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "toko-anda",
		className: "grid gap-2",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: "toko-anda",
			className: "font-semibold",
			children: auth.organization.yourShops
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "grid gap-2",
			children: shops.map((shop) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
				type: "button",
				onClick: () => void open(shop.organizationId),
				className: "flex w-full items-center gap-3 rounded-lg border p-3 text-left hover:bg-accent",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Store, {
						className: "size-5 text-primary",
						"aria-hidden": "true"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "flex-1",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "block font-medium",
							children: shop.name
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "block text-muted-foreground text-xs",
							children: [
								"/",
								shop.slug,
								" · ",
								common.roles[shop.role]
							]
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronRight, {
						className: "size-4",
						"aria-hidden": "true"
					})
				]
			}) }, shop.organizationId))
		})]
	});
}
// src/app/routes/auth/organization-page.tsx
/** /authentication/organization: pick one of your shops, or open a new one. */
function OrganizationPage() {
	const session = useSession();
	const shops = session.memberships.filter((membership) => membership.kind === "shop");
	if (session.isLoading) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-64 w-full" });
	if (!session.isLoggedIn) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigate, {
		to: paths.auth.signIn(paths.auth.organization),
		replace: true
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${auth.organization.title} — ${common.brand.name}` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "font-bold text-2xl",
				children: auth.organization.title
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-1 text-muted-foreground",
				children: auth.organization.lead
			})] }),
			session.pendingInvitationCount > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "flex items-center gap-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Mail, {
					className: "size-4",
					"aria-hidden": "true"
				}), auth.organization.pendingInvitations(session.pendingInvitationCount)]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: paths.auth.approveInvitation(),
				className: "mt-1 block font-medium text-primary underline",
				children: auth.organization.seeInvitations
			})] }) : null,
			shops.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(YourShopsList, { shops }) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				"aria-labelledby": "buka-toko",
				className: "grid gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "buka-toko",
					className: "font-semibold",
					children: auth.organization.createTitle
				}), session.emailVerified ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CreateShopForm, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VerifyEmailFirst, { email: session.email ?? "" })]
			})
		]
	});
}
// src/features/auth/components/new-password-form.tsx
var newPasswordSchema = object({
	newPassword: string().min(8, { error: auth.validation.passwordMin }).max(128, { error: auth.validation.passwordMax }),
	confirmPassword: string()
}).refine((values) => values.confirmPassword === values.newPassword, {
	error: auth.validation.passwordMismatch,
	path: ["confirmPassword"]
});
/** Sets a new password with the emailed link's token; every session is then signed out. */
function NewPasswordForm({ token }) {
	const [done, setDone] = (0, import_react.useState)(false);
	const [formError, setFormError] = (0, import_react.useState)(null);
	const [tokenRejected, setTokenRejected] = (0, import_react.useState)(false);
	const { register, handleSubmit, formState: { errors, isSubmitting } } = useForm({
		resolver: u(newPasswordSchema),
		defaultValues: {
			newPassword: "",
			confirmPassword: ""
		}
	});
	async function resetPassword({ newPassword }) {
		setFormError(null);
		try {
			const { error } = await authClient.resetPassword({
				newPassword,
				token
			});
			if (error) {
				setFormError(error.message ?? common.errors.generic);
				setTokenRejected(error.code === "INVALID_TOKEN");
				return;
			}
			setDone(true);
		} catch {
			setFormError(common.errors.network);
			return;
		}
		await refreshSession().catch(() => void 0);
	}
	if (done) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mt-6 grid gap-4",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			variant: "success",
			children: auth.resetPassword.done
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			asChild: true,
			className: "w-full",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: paths.auth.signIn(),
				children: auth.resetPassword.signIn
			})
		})]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [formError ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mt-6 grid gap-2",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			variant: "destructive",
			children: formError
		}), tokenRejected ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
			to: paths.auth.resetPassword,
			className: "justify-self-start font-medium text-primary text-sm underline-offset-4 hover:underline",
			children: auth.resetPassword.requestNewLink
		}) : null]
	}) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		noValidate: true,
		onSubmit: handleSubmit(resetPassword),
		className: "mt-6 grid gap-4",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: auth.fields.newPassword,
				error: errors.newPassword?.message,
				hint: auth.fields.passwordHint,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
					type: "password",
					autoComplete: "new-password",
					...register("newPassword")
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: auth.fields.confirmPassword,
				error: errors.confirmPassword?.message,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
					type: "password",
					autoComplete: "new-password",
					...register("confirmPassword")
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				disabled: isSubmitting,
				className: "w-full",
				children: isSubmitting ? common.processing : auth.resetPassword.submit
			})
		]
	})] });
}
// src/features/auth/components/request-reset-form.tsx
var requestResetSchema = object({ email: email({ error: auth.validation.email }) });
var RATE_LIMITED = 429;
/** Asks for a reset link by email; the answer never tells whether the account exists. */
function RequestResetForm({ linkFailed }) {
	const [requested, setRequested] = (0, import_react.useState)(false);
	const [formError, setFormError] = (0, import_react.useState)(null);
	const { register, handleSubmit, formState: { errors, isSubmitting } } = useForm({
		resolver: u(requestResetSchema),
		defaultValues: { email: "" }
	});
	async function requestReset({ email }) {
		setFormError(null);
		setRequested(false);
		try {
			const { error } = await authClient.requestPasswordReset({
				email,
				redirectTo: paths.auth.resetPassword
			});
			if (error?.status === RATE_LIMITED) {
				setFormError(error.message ?? common.errors.generic);
				return;
			}
			setRequested(true);
		} catch {
			setFormError(common.errors.network);
		}
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "mt-6 grid gap-4 empty:hidden",
			children: [
				linkFailed && !requested ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					variant: "destructive",
					children: auth.resetPassword.invalidLink
				}) : null,
				formError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					variant: "destructive",
					children: formError
				}) : null,
				requested ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					variant: "success",
					children: auth.resetPassword.requested
				}) : null
			]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			noValidate: true,
			onSubmit: handleSubmit(requestReset),
			className: "mt-6 grid gap-4",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: auth.fields.email,
				error: errors.email?.message,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
					type: "email",
					autoComplete: "email",
					...register("email")
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				disabled: isSubmitting,
				className: "w-full",
				children: isSubmitting ? common.processing : auth.resetPassword.sendLink
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "mt-6 text-center text-sm",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: paths.auth.signIn(),
				className: "font-medium text-primary underline-offset-4 hover:underline",
				children: auth.resetPassword.backToSignIn
			})
		})
	] });
}
// src/app/routes/auth/reset-password-page.tsx
function ResetPasswordPage() {
	const [searchParams] = useSearchParams();
	const linkFailed = searchParams.has("error");
	const token = linkFailed ? null : searchParams.get("token");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${auth.resetPassword.title} — ${common.brand.name}` }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
			className: "font-bold text-2xl",
			children: auth.resetPassword.title
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "mt-1 text-muted-foreground",
			children: token ? auth.resetPassword.newPasswordLead : auth.resetPassword.requestLead
		}),
		token ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NewPasswordForm, { token }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RequestResetForm, { linkFailed })
	] });
}
// src/features/auth/components/google-sign-in-button.tsx
/** 'Masuk dengan Google', shown only when the server has Google sign-in configured. */
function GoogleSignInButton({ callbackURL, errorCallbackURL, className }) {
	const config = usePublicConfig();
	const [pending, setPending] = (0, import_react.useState)(false);
	if (!config.data?.googleClientId) return null;
	const signIn = async () => {
		setPending(true);
		const { error } = await authClient.signIn.social({
			provider: "google",
			callbackURL,
			...errorCallbackURL ? { errorCallbackURL } : {}
		});
		if (error) {
			setPending(false);
			toast({
				title: error.message || common.errors.generic,
				variant: "destructive"
			});
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: cn("grid gap-3", className),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
			type: "button",
			variant: "outline",
			disabled: pending,
			onClick: () => void signIn(),
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(GoogleMark, {}), auth.google]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "text-center text-muted-foreground text-xs",
			children: auth.orWithEmail
		})]
	});
}
function GoogleMark() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("svg", {
		viewBox: "0 0 24 24",
		"aria-hidden": "true",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				fill: "#4285F4",
				d: "M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8Z"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				fill: "#34A853",
				d: "M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23Z"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				fill: "#FBBC05",
				d: "M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.7-2.8Z"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				fill: "#EA4335",
				d: "M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4Z"
			})
		]
	});
}
// src/features/auth/utils/safe-redirect.ts
/** Only a path on this site: `//host` and `/\host` would send the user to another one. */
function safeRedirect(target) {
	if (!target?.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return paths.marketplace.home;
	return target;
}
// src/app/routes/auth/sign-in-page.tsx
var signInSchema = object({
	email: email({ error: auth.validation.email }),
	password: string().min(1, { error: auth.validation.passwordRequired })
});
function SignInPage() {
	const navigate = useNavigate();
	const [searchParams] = useSearchParams();
	const redirect = searchParams.get("redirect");
	const refusal = auth.errors[searchParams.get("error") ?? ""] ?? null;
	const [formError, setFormError] = (0, import_react.useState)(refusal);
	const { register, handleSubmit, formState: { errors, isSubmitting } } = useForm({
		resolver: u(signInSchema),
		defaultValues: {
			email: "",
			password: ""
		}
	});
	async function signIn(values) {
		setFormError(null);
		try {
			const { error } = await authClient.signIn.email(values);
			if (error) {
				setFormError(error.message ?? common.errors.generic);
				return;
			}
			await refreshSession();
			navigate(safeRedirect(redirect), { replace: true });
		} catch (caught) {
			setFormError(caught instanceof ApiError ? caught.message : common.errors.network);
		}
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${auth.signIn.title} — ${common.brand.name}` }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
			className: "font-bold text-2xl",
			children: auth.signIn.title
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "mt-1 text-muted-foreground",
			children: auth.signIn.lead
		}),
		formError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			variant: "destructive",
			className: "mt-6",
			children: formError
		}) : null,
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(GoogleSignInButton, {
			className: "mt-6",
			callbackURL: safeRedirect(redirect),
			errorCallbackURL: paths.auth.signIn(redirect)
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			noValidate: true,
			onSubmit: handleSubmit(signIn),
			className: "mt-6 grid gap-4",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
					label: auth.fields.email,
					error: errors.email?.message,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
						type: "email",
						autoComplete: "email",
						...register("email")
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
					label: auth.fields.password,
					error: errors.password?.message,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
						type: "password",
						autoComplete: "current-password",
						...register("password")
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: paths.auth.resetPassword,
					className: "justify-self-end font-medium text-primary text-sm underline-offset-4 hover:underline",
					children: auth.signIn.forgotPassword
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					disabled: isSubmitting,
					className: "w-full",
					children: isSubmitting ? common.processing : auth.signIn.submit
				})
			]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
			className: "mt-6 text-center text-muted-foreground text-sm",
			children: [
				auth.signIn.noAccount,
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: paths.auth.signUp({ redirect }),
					className: "font-medium text-primary underline-offset-4 hover:underline",
					children: auth.signIn.signUp
				})
			]
		})
	] });
}
// src/features/waitlist/api/join-waitlist.ts
/** POST /api/v1/waitlist: the same answer whatever the address. */
function useJoinWaitlist() {
	return useMutation({ mutationFn: (input) => callApi(publicApi.joinWaitlist, { body: input }) });
}
// src/features/waitlist/components/waitlist-form.tsx
/**
* `/sign-up` in waitlist mode: name and email go to the waitlist. The answer is the same for
* every address, so the page says the same thing to everyone.
*/
function WaitlistForm({ defaultEmail = "" }) {
	const join = useJoinWaitlist();
	const [joinedAs, setJoinedAs] = (0, import_react.useState)(null);
	const form = useForm({
		resolver: u(WaitlistJoinInput),
		defaultValues: {
			name: "",
			email: defaultEmail
		}
	});
	const { errors, isSubmitting } = form.formState;
	const submit = form.handleSubmit(async (values) => {
		try {
			await join.mutateAsync(values);
			setJoinedAs(values.email.trim().toLowerCase());
		} catch (caught) {
			if (caught instanceof ApiError) {
				for (const field of caught.fields) {
					const name = field.path.replace(/^body\./, "");
					if (name === "name" || name === "email") form.setError(name, { message: field.message });
				}
				if (caught.fields.length === 0) form.setError("root", { message: caught.message });
			} else form.setError("root", { message: common.errors.network });
		}
	});
	if (joinedAs) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
		variant: "success",
		className: "mt-6 grid gap-3",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "font-semibold text-base",
				children: auth.waitlist.joinedTitle
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: auth.waitlist.joined(joinedAs) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: paths.marketplace.home,
				className: "font-medium text-primary underline-offset-4 hover:underline",
				children: auth.waitlist.toMarketplace
			})
		]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		noValidate: true,
		onSubmit: submit,
		className: "mt-6 grid gap-4",
		children: [
			errors.root ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				variant: "destructive",
				children: errors.root.message
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: auth.fields.name,
				error: errors.name?.message,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
					autoComplete: "name",
					...form.register("name")
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: auth.fields.email,
				error: errors.email?.message,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
					type: "email",
					autoComplete: "email",
					...form.register("email")
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				disabled: isSubmitting,
				className: "mt-2 w-full",
				children: isSubmitting ? common.processing : auth.waitlist.submit
			})
		]
	});
}
// src/app/routes/auth/sign-up-page.tsx
var signUpSchema = object({
	name: string().trim().min(2, { error: auth.validation.name }),
	email: email({ error: auth.validation.email }),
	password: string().min(8, { error: auth.validation.passwordMin }).max(128, { error: auth.validation.passwordMax })
});
/**
* /sign-up. In waitlist mode (the admin's 'Mode pendaftaran') it shows the waitlist form, and the
* account form only to someone who says they were invited, or who came from the invitation
* email (`?email=`); the server refuses an account for any other address either way.
*/
function SignUpPage() {
	const [searchParams] = useSearchParams();
	const email = searchParams.get("email") ?? "";
	const config = usePublicConfig({ fresh: true });
	const [invited, setInvited] = (0, import_react.useState)(email !== "");
	if (!config.isFetchedAfterMount && !config.error) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
		className: "h-96 w-full",
		"aria-label": common.loading
	});
	if (config.data?.signUpMode !== "waitlist") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SignUpForm, {});
	if (invited) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SignUpForm, {
		invitationOnly: true,
		onBackToWaitlist: () => setInvited(false)
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${auth.waitlist.title} — ${common.brand.name}` }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
			className: "font-bold text-2xl",
			children: auth.waitlist.title
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "mt-1 text-muted-foreground",
			children: auth.waitlist.lead
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(WaitlistForm, { defaultEmail: email }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
			className: "mt-6 text-center text-muted-foreground text-sm",
			children: [
				auth.waitlist.haveInvitation,
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					onClick: () => setInvited(true),
					className: "font-medium text-primary underline-offset-4 hover:underline",
					children: auth.waitlist.useInvitation
				})
			]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SignInLink, { className: "mt-2" })
	] });
}
function SignInLink({ className = "mt-6" }) {
	const [searchParams] = useSearchParams();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
		className: cn("text-center text-muted-foreground text-sm", className),
		children: [
			auth.signUp.haveAccount,
			" ",
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: paths.auth.signIn(searchParams.get("redirect")),
				className: "font-medium text-primary underline-offset-4 hover:underline",
				children: auth.signUp.signIn
			})
		]
	});
}
/** Name, email and password: a new account (better-auth's email sign-up). */
function SignUpForm({ invitationOnly = false, onBackToWaitlist }) {
	const navigate = useNavigate();
	const [searchParams] = useSearchParams();
	const [formError, setFormError] = (0, import_react.useState)(null);
	const { register, handleSubmit, formState: { errors, isSubmitting } } = useForm({
		resolver: u(signUpSchema),
		defaultValues: {
			name: "",
			email: searchParams.get("email") ?? "",
			password: ""
		}
	});
	async function signUp(values) {
		setFormError(null);
		try {
			const { error } = await authClient.signUp.email({
				...values,
				callbackURL: paths.auth.emailVerified
			});
			if (error) {
				setFormError(error.message ?? common.errors.generic);
				return;
			}
			await refreshSession();
			navigate(paths.auth.verifyEmail, { replace: true });
		} catch (caught) {
			setFormError(caught instanceof ApiError ? caught.message : common.errors.network);
		}
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${auth.signUp.title} — ${common.brand.name}` }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
			className: "font-bold text-2xl",
			children: auth.signUp.title
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "mt-1 text-muted-foreground",
			children: invitationOnly ? auth.waitlist.invitedLead : auth.signUp.lead
		}),
		formError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			variant: "destructive",
			className: "mt-6",
			children: formError
		}) : null,
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(GoogleSignInButton, {
			className: "mt-6",
			callbackURL: paths.marketplace.home,
			errorCallbackURL: paths.auth.signIn()
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			noValidate: true,
			onSubmit: handleSubmit(signUp),
			className: "mt-6 grid gap-4",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
					label: auth.fields.name,
					error: errors.name?.message,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
						autoComplete: "name",
						...register("name")
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
					label: auth.fields.email,
					error: errors.email?.message,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
						type: "email",
						autoComplete: "email",
						...register("email")
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
					label: auth.fields.password,
					error: errors.password?.message,
					hint: auth.fields.passwordHint,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
						type: "password",
						autoComplete: "new-password",
						...register("password")
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					disabled: isSubmitting,
					className: "mt-2 w-full",
					children: isSubmitting ? common.processing : auth.signUp.submit
				})
			]
		}),
		onBackToWaitlist ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "mt-6 text-center text-sm",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				onClick: onBackToWaitlist,
				className: "font-medium text-primary underline-offset-4 hover:underline",
				children: auth.waitlist.backToWaitlist
			})
		}) : null,
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SignInLink, { className: onBackToWaitlist ? "mt-2" : "mt-6" })
	] });
}
// src/features/auth/components/verify-email/awaiting-verification.tsx
var RESEND_COOLDOWN_SECONDS = 30;
/** Where the link went, and a resend button with a cooldown the server's limit asks for. */
function AwaitingVerification({ email }) {
	const [isSending, setIsSending] = (0, import_react.useState)(false);
	const [secondsLeft, setSecondsLeft] = (0, import_react.useState)(0);
	const [sendError, setSendError] = (0, import_react.useState)(null);
	(0, import_react.useEffect)(() => {
		if (secondsLeft <= 0) return;
		const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1e3);
		return () => clearTimeout(timer);
	}, [secondsLeft]);
	async function resend() {
		setIsSending(true);
		setSendError(null);
		try {
			const { error } = await authClient.sendVerificationEmail({
				email,
				callbackURL: paths.auth.emailVerified
			});
			if (error) {
				setSendError(error.message ?? common.errors.generic);
				return;
			}
			toast({ title: auth.verifyEmail.resent });
			setSecondsLeft(RESEND_COOLDOWN_SECONDS);
		} catch {
			setSendError(common.errors.network);
		} finally {
			setIsSending(false);
		}
	}
	let label = auth.verifyEmail.resend;
	if (isSending) label = common.processing;
	else if (secondsLeft > 0) label = auth.verifyEmail.resendIn(secondsLeft);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: auth.verifyEmail.sentTo(email) }),
		sendError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			variant: "destructive",
			children: sendError
		}) : null,
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			type: "button",
			variant: "outline",
			className: "w-full",
			disabled: isSending || secondsLeft > 0,
			onClick: resend,
			children: label
		})
	] });
}
// src/features/auth/components/verify-email/email-verified.tsx
/** The address is verified: open a shop next, or go back to the marketplace. */
function EmailVerified() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		variant: "success",
		children: auth.verifyEmail.verified
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-2",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			asChild: true,
			className: "w-full",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: paths.auth.organization,
				children: auth.verifyEmail.openShop
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			asChild: true,
			variant: "outline",
			className: "w-full",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: paths.marketplace.home,
				children: auth.verifyEmail.toMarketplace
			})
		})]
	})] });
}
// src/features/auth/components/verify-email/verification-status.tsx
/** What the verification page says: verified, waiting for the link, or sign in first. */
function VerificationStatus({ justVerified, linkFailed }) {
	const session = useSession();
	if (justVerified) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmailVerified, {});
	if (session.isLoading) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		role: "status",
		className: "grid gap-2",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "sr-only",
				children: common.loading
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-4 w-full" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-4 w-2/3" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "mt-2 h-10 w-full" })
		]
	});
	if (session.isLoggedIn && session.emailVerified) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmailVerified, {});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [linkFailed ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		variant: "destructive",
		children: auth.verifyEmail.invalidLink
	}) : null, session.isLoggedIn && session.email ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AwaitingVerification, { email: session.email }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SignInPrompt, {})] });
}
function SignInPrompt() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "text-muted-foreground",
		children: auth.verifyEmail.signedOut
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		asChild: true,
		className: "w-full",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
			to: paths.auth.signIn(paths.auth.verifyEmail),
			children: auth.verifyEmail.signIn
		})
	})] });
}
// src/app/routes/auth/verify-email-page.tsx
function VerifyEmailPage() {
	const [searchParams] = useSearchParams();
	const linkFailed = searchParams.has("error");
	const justVerified = searchParams.get("status") === "verified" && !linkFailed;
	const refreshed = (0, import_react.useRef)(false);
	(0, import_react.useEffect)(() => {
		if (!justVerified || refreshed.current) return;
		refreshed.current = true;
		refreshSession().catch(() => void 0);
	}, [justVerified]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${auth.verifyEmail.title} — ${common.brand.name}` }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
			className: "font-bold text-2xl",
			children: auth.verifyEmail.title
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "mt-1 text-muted-foreground",
			children: auth.verifyEmail.lead
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "mt-6 grid gap-4",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VerificationStatus, {
				justVerified,
				linkFailed
			})
		})
	] });
}
export { ApproveInvitationPage, AuthLayout, OrganizationPage, ResetPasswordPage, SignInPage, SignUpPage, VerifyEmailPage };
