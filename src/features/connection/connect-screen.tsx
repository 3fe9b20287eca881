import { i18n } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import Globe from 'lucide-react/icons/globe'
import Laptop from 'lucide-react/icons/laptop'
import { useState, type FormEvent } from 'react'
import { safeParse } from 'zod/mini'
import { getAccountInfo, type Account } from '@/api/account'
import { createApiClient } from '@/api/client'
import { ensureDemoApi } from '@/app/demo-api'
import { sessionStore, useSession, type Session } from '@/app/session-store'
import { ErrorSummary } from '@/components/error-summary'
import { FormError } from '@/components/form-error'
import { SubmitButton } from '@/components/submit-button'
import { Checkbox } from '@/components/ui/checkbox'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { useFormProblems } from '@/components/use-form-problems'
import { cn } from '@/lib/cn'
import { DEMO_API_KEY } from '@/lib/demo-keys'
import { takeSignedOut } from './arrival'
import { describeConnectError, type ConnectFailure } from './connect-errors'
import { connectFormSchema, normalizeBaseUrl, type ConnectForm } from './connect-form-schema'

function defaultValues(): ConnectForm {
  const hint = sessionStore.hint()
  // Prerendered at build time there is no page yet (src/prerender): the field is filled in on the first render.
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  const live = hint?.mode === 'live'
  return {
    mode: live ? 'live' : 'demo',
    baseUrl: live && hint.baseUrl ? hint.baseUrl : origin,
    apiKey: live ? '' : DEMO_API_KEY,
    remember: false,
  }
}

const modes = [
  { value: 'demo', label: msg`Demo`, description: msg`The API runs in this browser with sample data.`, icon: Laptop },
  {
    value: 'live',
    label: msg`Live API`,
    description: msg`Connect to your service with its base URL and API key.`,
    icon: Globe,
  },
] as const

/** The fields' own errors, from the form's schema: only the base URL and the key can be wrong. */
type FieldErrors = Partial<Record<PropertyKey, string>>

function validate(values: ConnectForm): { values?: ConnectForm; errors: FieldErrors } {
  const parsed = safeParse(connectFormSchema, values)
  if (parsed.success) return { values: parsed.data, errors: {} }
  const errors: FieldErrors = {}
  for (const issue of parsed.error.issues) errors[issue.path[0] as PropertyKey] ??= issue.message
  return { errors }
}

/** What follows a key that works: the app's route and the connect page (connect-main.tsx) each go on their own way. */
export type OnConnected = (session: Session, account: Account) => Promise<void> | void

/** Just signed out: focus starts at the heading. A first visit leaves it alone, so the first Tab reaches the form. */
function focusAfterSignOut(heading: HTMLHeadingElement | null) {
  if (heading && takeSignedOut()) heading.focus({ preventScroll: true })
}

/**
 * The first screen, kept light: four fields in plain React state, checked with the form's zod schema
 * (react-hook-form would add about 9 KB to the first load, against the bundle budget). No router and no query
 * cache: the connect page loads it without them.
 */
export function ConnectScreen({ onConnected }: { onConnected: OnConnected }) {
  const { notice } = useSession()
  const [failure, setFailure] = useState<ConnectFailure | null>(null)
  const [values, setValues] = useState<ConnectForm>(defaultValues)
  const [submitted, setSubmitted] = useState(false)
  const [isSubmitting, setSubmitting] = useState(false)
  const { formRef, problems, reveal } = useFormProblems()
  const { mode } = values
  // Once a submit has shown the errors, they follow the input.
  const errors = submitted ? validate(values).errors : {}

  const change = (patch: Partial<ConnectForm>) => setValues({ ...values, ...patch })

  const connect = async (checked: ConnectForm) => {
    // The schema's output has the session's fields and no others.
    const session: Session = {
      ...checked,
      baseUrl: checked.mode === 'demo' ? '' : normalizeBaseUrl(checked.baseUrl, window.location.origin),
    }
    let account: Account
    try {
      if (session.mode === 'demo') await ensureDemoApi()
      account = await getAccountInfo(createApiClient(() => session))
    } catch (error) {
      setFailure(describeConnectError(error, session.baseUrl || window.location.origin))
      return
    }
    await onConnected(session, account)
  }

  // A new attempt clears the last one's error, even when the fields stop it before any call. While one is under way,
  // the submit button ignores presses (and Enter in a field presses it).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFailure(null)
    setSubmitted(true)
    const result = validate(values)
    if (!result.values) {
      reveal()
      return
    }
    setSubmitting(true)
    void connect(result.values).finally(() => setSubmitting(false))
  }

  const chooseMode = (next: ConnectForm['mode']) => {
    setFailure(null)
    setSubmitted(false)
    setValues({ ...values, mode: next, apiKey: next === 'demo' ? DEMO_API_KEY : '' })
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-10">
      <div className="w-full max-w-lg rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <h1 ref={focusAfterSignOut} tabIndex={-1} className="text-2xl font-semibold text-slate-900 focus:outline-none">
          {t`Connect to Inbox Console`}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t`Templates, broadcasts and messaging for your workspaces.`}</p>

        {notice && !failure && (
          <p role="alert" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {notice}
          </p>
        )}

        <form ref={formRef} className="mt-6 space-y-5" onSubmit={onSubmit} noValidate>
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">{t`Where is the API?`}</legend>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              {modes.map(({ value, label, description, icon: Icon }) => (
                <label
                  key={value}
                  className={cn(
                    'flex cursor-pointer gap-3 rounded-lg border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600',
                    mode === value ? 'border-indigo-600 bg-indigo-50' : 'border-slate-300 hover:bg-slate-50',
                  )}
                >
                  <input
                    type="radio"
                    className="sr-only"
                    name="mode"
                    value={value}
                    checked={mode === value}
                    onChange={() => chooseMode(value)}
                    aria-labelledby={`mode-${value}-label`}
                    aria-describedby={`mode-${value}-description`}
                  />
                  <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-indigo-700" />
                  <span>
                    <span id={`mode-${value}-label`} className="block font-medium text-slate-900">
                      {i18n._(label)}
                    </span>
                    <span id={`mode-${value}-description`} className="block text-slate-600">
                      {i18n._(description)}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>

          {mode === 'live' && (
            <Field
              label={t`Base URL`}
              error={errors.baseUrl}
              hint={t`Use this site's address when the dev or preview server proxies /v1.`}
            >
              <Input
                type="url"
                autoComplete="url"
                name="baseUrl"
                value={values.baseUrl}
                onChange={(event) => change({ baseUrl: event.target.value })}
              />
            </Field>
          )}

          <Field
            label={mode === 'demo' ? t`Demo API key` : t`API key`}
            error={errors.apiKey}
            hint={
              mode === 'demo'
                ? t`Filled in for you. The demo keeps your changes in this browser.`
                : t`Sent only as the x-api-key header.`
            }
          >
            <Input
              type="password"
              autoComplete="off"
              spellCheck={false}
              name="apiKey"
              value={values.apiKey}
              onChange={(event) => change({ apiKey: event.target.value })}
            />
          </Field>

          <Checkbox
            label={t`Remember on this device`}
            name="remember"
            checked={values.remember}
            onChange={(event) => change({ remember: event.target.checked })}
          />

          <div className="space-y-3">
            <FormError message={failure?.message} />
            <SubmitButton pending={isSubmitting} pendingLabel={t`Connecting…`} className="w-full">
              {failure?.retryable ? t`Try again` : mode === 'demo' ? t`Enter the demo` : t`Connect`}
            </SubmitButton>
            <ErrorSummary problems={problems} />
          </div>
        </form>
      </div>
    </main>
  )
}
