import type { ComponentType } from 'react'
import { lazyDialog } from '@/components/lazy-dialog'
import type { LogPanelProps } from './log-panel'

interface DialogProps {
  open: boolean
  onOpenChange(open: boolean): void
}

// The panel reads `index` for open and `onClose` for closing; lazyDialog wants them as open/onOpenChange.
const Panel = lazyDialog(
  (): Promise<{ LogPanel: ComponentType<LogPanelProps & DialogProps> }> => import('./log-panel'),
  'LogPanel',
)

/**
 * The log panel, fetched the first time a row opens (or earlier through `LazyLogPanel.preload()`); until then it puts
 * nothing on the page. While its code is on the way it says "Opening…"; if it cannot be fetched, it offers a retry.
 */
export const LazyLogPanel = Object.assign(
  function LazyLogPanel(props: LogPanelProps) {
    return (
      <Panel
        {...props}
        open={props.index !== null}
        onOpenChange={(open) => {
          if (!open) props.onClose()
        }}
      />
    )
  },
  { preload: Panel.preload },
)
