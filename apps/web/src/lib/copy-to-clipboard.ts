import { toast } from '@/lib/toast-store'

/**
 * Copies `text` and says so in a toast; without a clipboard (an insecure origin, a denied
 * permission) it says that instead of failing silently.
 */
export async function copyToClipboard(
  text: string,
  messages: { copied: string; failed: string; failedBody: string },
): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    toast({ title: messages.copied })
    return true
  } catch {
    toast({ title: messages.failed, description: messages.failedBody, variant: 'destructive' })
    return false
  }
}
