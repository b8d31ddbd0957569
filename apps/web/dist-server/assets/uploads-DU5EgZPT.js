import { A as string, D as object, E as number, N as uuid } from "./orders-X7WNvEnJ.js";
// ../../packages/contracts/src/uploads.ts
/** Images sellers upload (DESIGN.md §4 Images): at most 5 MB, re-encoded to WebP by the server. */
var MAX_UPLOAD_BYTES = 5242880;
var UPLOAD_FIELD = "file";
/** `POST /api/v1/seller/uploads` (multipart, field `file`): an image of the active shop. */
var UploadedImage = object({
	id: uuid(),
	/** `/uploads/{shopId}/{id}.webp`: what a prompt, logo or banner stores. */
	url: string(),
	width: number().int(),
	height: number().int()
});
export { UPLOAD_FIELD as n, UploadedImage as r, MAX_UPLOAD_BYTES as t };
