// src/lib/badge-count.ts
/** The wishlist badge's text: hidden (null) at zero, '99+' above 99 (spec §2, §9). */
function badgeCount(count) {
	if (count <= 0) return null;
	return count > 99 ? `99+` : String(count);
}
export { badgeCount as t };
