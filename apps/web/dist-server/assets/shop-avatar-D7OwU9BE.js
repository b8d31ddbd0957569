import { t as cn } from "./cn-DJgp3dhb.js";
import { n as require_jsx_runtime } from "./common-BJeRfR82.js";
// ../../packages/contracts/src/images.ts
/**
* Responsive copies of uploaded images (ADR 0020). Every upload is `/uploads/{shopId}/{id}.webp`;
* its copy `w` pixels wide (never wider than the upload itself) is `/uploads/{shopId}/{id}.w{w}.webp`,
* made by the server on first request and kept. The web app and the server's preload links build
* the same `srcset` from the same widths.
*/
var IMAGE_WIDTHS = [
	320,
	480,
	640,
	960,
	1280
];
var UPLOAD_URL = /^\/uploads\/[0-9a-zA-Z-]+\/[0-9a-f-]{36}\.webp$/;
/** Whether the server makes width copies of this URL (only its own uploads). */
var hasImageVariants = (url) => UPLOAD_URL.test(url);
/** The copy of an upload `width` pixels wide. */
var imageVariantUrl = (url, width) => `${url.slice(0, -5)}.w${width}.webp`;
/** `srcset` for an upload; `undefined` for any other URL, which is shown as it is. */
function imageSrcSet(url) {
	if (!hasImageVariants(url)) return void 0;
	return IMAGE_WIDTHS.map((width) => `${imageVariantUrl(url, width)} ${width}w`).join(", ");
}
/**
* `sizes` of the images the storefront shows (CSS pixels): the prompt grid is two columns on
* phones and four from `lg` in a 72rem column; the prompt page's and shop page's main pictures
* span the content column.
*/
var IMAGE_SIZES = {
	card: "(min-width: 1024px) 270px, 50vw",
	logo: "96px",
	page: "(min-width: 1152px) 1120px, calc(100vw - 2rem)",
	pageColumn: "(min-width: 1024px) 740px, calc(100vw - 2rem)"
};
// src/components/responsive-image.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* An upload at the width the layout needs (ADR 0020): its WebP copies in `srcset`, the browser
* choosing by `sizes`. The box it sits in fixes its shape (an aspect ratio or a size class), so
* it never moves the page when it arrives. Other URLs are shown as they are.
*/
function ResponsiveImage({ src, sizes, alt, loading = "lazy", className }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
		src: hasImageVariants(src) ? imageVariantUrl(src, 640) : src,
		srcSet: imageSrcSet(src),
		sizes: hasImageVariants(src) ? sizes : void 0,
		alt,
		loading: loading === "lazy" ? "lazy" : "eager",
		decoding: loading === "lazy" ? "async" : void 0,
		fetchPriority: loading === "lcp" ? "high" : void 0,
		className
	});
}
/**
* The first card with a picture in a first-screen grid holds its main picture (`mainPicture`,
* its index); the rest of the first row loads at once too, later ones when scrolled near.
*/
var imageLoadingAt = (index, mainPicture) => index === mainPicture ? "lcp" : index < 4 ? "eager" : "lazy";
/** A small picture (logos, list thumbnails): the narrowest copy is already sharp at 3×. */
var smallImageUrl = (src) => hasImageVariants(src) ? imageVariantUrl(src, 320) : src;
// src/components/shop-avatar.tsx
/**
* A shop's face wherever it is named: its logo when it has one, else its initials on the
* brand colour. Decorative: the shop's name is always written beside it.
*/
function ShopAvatar({ name, logoUrl, className }) {
	const classes = cn("flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-accent font-semibold text-accent-foreground", className);
	if (logoUrl) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
		src: smallImageUrl(logoUrl),
		alt: "",
		"aria-hidden": "true",
		loading: "lazy",
		decoding: "async",
		className: cn(classes, "bg-card object-cover")
	});
	const initials = name.split(/\s+/).slice(0, 2).map((word) => word.charAt(0).toUpperCase()).join("");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		"aria-hidden": "true",
		className: classes,
		children: initials
	});
}
export { IMAGE_SIZES as a, smallImageUrl as i, ResponsiveImage as n, imageLoadingAt as r, ShopAvatar as t };
