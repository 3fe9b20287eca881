import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { toast } from 'sonner'
import { ensureDemoApi } from '@/app/demo-api'
import { LazyConfirmDialog } from '@/components/lazy-confirm-dialogs'
import { preloadOnIntent } from '@/components/preload-on-intent'
import { Button } from '@/components/ui/button'

export function ResetDemoButton() {
  const [open, setOpen] = useState(false)
  const [pending, setPending] = useState(false)
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  const reset = async () => {
    setPending(true)
    try {
      ;(await ensureDemoApi()).reset()
      queryClient.clear()
      setOpen(false)
      toast.success('Demo data restored to the original sample data')
      await navigate({ to: '/' })
    } finally {
      setPending(false)
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} {...preloadOnIntent(LazyConfirmDialog.preload)}>
        Reset demo data
      </Button>
      <LazyConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Reset demo data?"
        description="Everything you created or changed in the demo is replaced by the original sample data."
        confirmLabel="Reset demo data"
        onConfirm={() => void reset()}
        pending={pending}
      />
    </>
  )
}
