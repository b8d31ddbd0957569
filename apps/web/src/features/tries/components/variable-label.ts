/**
 * A template variable's name as a field's label: `NAMA_PRODUK` or `NAMA PRODUK` → "Nama produk".
 * The name itself is what the server takes; only the label is softened.
 */
export function variableLabel(name: string): string {
  const words = name.replace(/_+/g, ' ').replace(/\s+/g, ' ').trim().toLocaleLowerCase('id-ID')
  return words.charAt(0).toLocaleUpperCase('id-ID') + words.slice(1)
}
