import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import type { ActiveShop } from '@pasarprompt/contracts/shops'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { paths } from '@/config/paths'
import { callApi } from '@/lib/api-client'
import { sessionKeys } from '@/lib/query-keys'
import { toast } from '@/lib/toast-store'
import { common } from '@/locales/id/common'
import { seller } from '@/locales/id/seller'

const text = seller.settings.closeShop

/**
 * The owner closes the shop for good (DELETE /api/v1/seller/shop). The server refuses while any
 * money is held, available or reserved; the card says so before the owner tries.
 */
export function CloseShopCard({ shop, holdsMoney }: { shop: ActiveShop; holdsMoney: boolean }) {
  const [open, setOpen] = useState(false)
  const [typed, setTyped] = useState('')
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const close = useMutation({
    mutationFn: () => callApi(sellerApi.closeShop, {}),
    onSuccess: async () => {
      toast({ title: common.deleted })
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all })
      navigate(paths.auth.organization, { replace: true })
    },
  })
  return (
    <Card aria-labelledby="hapus-toko-judul" className="border-destructive/40">
      <CardHeader>
        <CardTitle id="hapus-toko-judul" className="text-destructive text-lg">
          {text.title}
        </CardTitle>
        <p className="text-muted-foreground text-sm">{text.lead}</p>
      </CardHeader>
      <CardContent className="grid gap-3">
        {holdsMoney ? <Alert>{text.blocked}</Alert> : null}
        <Button
          variant="destructive"
          className="justify-self-start"
          disabled={holdsMoney}
          onClick={() => setOpen(true)}
        >
          {text.button}
        </Button>
      </CardContent>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          setTyped('')
          close.reset()
        }}
      >
        <DialogContent
          title={text.dialogTitle}
          description={text.dialogBody(shop.slug)}
          closeLabel={seller.settings.team.close}
        >
          <form
            className="grid gap-3"
            onSubmit={(event) => {
              event.preventDefault()
              if (typed.trim() === shop.slug) close.mutate()
            }}
          >
            {close.error ? <Alert variant="destructive">{close.error.message}</Alert> : null}
            <FormField label={text.confirmLabel}>
              <Input
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                autoComplete="off"
                spellCheck={false}
              />
            </FormField>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                {text.cancel}
              </Button>
              <Button
                type="submit"
                variant="destructive"
                disabled={typed.trim() !== shop.slug || close.isPending}
              >
                {close.isPending ? common.processing : text.confirm}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  )
}
