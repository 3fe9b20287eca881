import { useFormContext, useWatch } from 'react-hook-form'
import { lazyComponent, PartSlot } from '@/components/lazy-component'
import { preloadOnIntent } from '@/components/preload-on-intent'
import { Field, FieldMessages, useFieldIds } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { RadioOption } from '@/components/ui/radio-option'
import { utcToLocal, zoneLabel } from '@/domain/zoned-time'
import type { ComposerForm, ScheduleForm } from './composer-form'
import { scheduleText, utcText } from './schedule-text'
import { readSchedule } from './schedule-time'

// The list of every time zone comes with a schedule, not with a send now.
const TimeZoneField = lazyComponent(() => import('./time-zone-field').then((module) => module.TimeZoneField))

const CHOICES = [
  { value: 'now', label: 'Send now' },
  { value: 'schedule', label: 'Schedule' },
] as const

function RepeatedChoice({ schedule, earlier, later }: { schedule: ScheduleForm; earlier: Date; later: Date }) {
  const { register, formState } = useFormContext<ComposerForm>()
  const ids = useFieldIds({ error: formState.errors.schedule?.repeated?.message })
  const options = [
    { value: 'earlier', label: 'The first', instant: earlier },
    { value: 'later', label: 'The second', instant: later },
  ] as const
  return (
    <fieldset id={ids.id} aria-describedby={ids.describedBy} className="min-w-0 space-y-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">
        The clocks go back that night, so {schedule.time} happens twice. Which one?
      </legend>
      {options.map((option) => (
        <RadioOption key={option.value} value={option.value} {...register('schedule.repeated')}>
          <span className="min-w-0 [overflow-wrap:anywhere]">
            {option.label}: {schedule.time} {zoneLabel(schedule.timeZone, option.instant)} ={' '}
            {utcText(option.instant, schedule.timeZone)}
          </span>
        </RadioOption>
      ))}
      <FieldMessages error={ids.error} errorId={ids.errorId} />
    </fieldset>
  )
}

/** Both instants of a time the clocks go through twice, whichever is chosen; undefined for any other time. */
function repeatedInstants(schedule: ScheduleForm) {
  const reading = readSchedule({ ...schedule, repeated: '' })
  return reading.kind === 'choose' ? reading : undefined
}

/** The send time in words: when it goes, on the zone's clock and in UTC; a time the clocks skip or repeat, said. */
function ScheduleReadout({ schedule }: { schedule: ScheduleForm }) {
  const reading = readSchedule(schedule)
  const twice = repeatedInstants(schedule)
  return (
    <div className="space-y-3">
      {twice && <RepeatedChoice schedule={schedule} earlier={twice.earlier} later={twice.later} />}
      <p aria-live="polite" className="rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-800">
        {reading.kind === 'at' ? (
          <>
            {reading.skippedTo && (
              <span className="mb-1 block">
                The clocks go forward that night, so {schedule.time} does not happen: it is sent at {reading.skippedTo}{' '}
                instead.
              </span>
            )}
            <span className="font-medium">Sends </span>
            {scheduleText(reading.instant, schedule.timeZone)}
          </>
        ) : reading.kind === 'choose' ? (
          'Choose which one to see when it sends.'
        ) : (
          'Give a day and a time to see when it sends.'
        )}
      </p>
    </div>
  )
}

/** Tomorrow's date on the zone's clock. */
const tomorrowIn = (timeZone: string) => utcToLocal(new Date(Date.now() + 24 * 60 * 60 * 1000), timeZone).date

/** Step 4: now, or a day and a time on a time zone's clock (the user's own by default), shown in UTC too. */
export function StepWhen() {
  const { register, getValues, setValue, formState } = useFormContext<ComposerForm>()
  const [when, schedule] = useWatch<ComposerForm, ['when', 'schedule']>({ name: ['when', 'schedule'] })
  const errors = formState.errors.schedule
  const reading = readSchedule(schedule)
  const at = reading.kind === 'at' ? reading.instant : new Date()

  // Choosing to schedule starts from tomorrow at nine, on the zone's clock, when no day is given yet.
  const onWhenChange = () => {
    const { when: next, schedule: current } = getValues()
    if (next !== 'schedule' || current.date) return
    const tomorrow = tomorrowIn(current.timeZone)
    setValue('schedule.date', tomorrow, { shouldDirty: true })
    if (!current.time) setValue('schedule.time', '09:00', { shouldDirty: true })
  }

  return (
    <div className="min-w-0 space-y-5">
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-medium text-slate-800">When</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {CHOICES.map((choice) => (
            <RadioOption
              key={choice.value}
              value={choice.value}
              {...register('when', { onChange: onWhenChange })}
              {...(choice.value === 'schedule' &&
                preloadOnIntent(() => void TimeZoneField.preload().catch(() => undefined)))}
            >
              {choice.label}
            </RadioOption>
          ))}
        </div>
      </fieldset>
      {when === 'now' ? (
        <p className="text-sm text-slate-600">It starts going out as soon as it is launched.</p>
      ) : (
        <>
          <div className="grid max-w-xl min-w-0 gap-4 sm:grid-cols-2">
            <Field label="Day" error={errors?.date?.message}>
              <Input type="date" {...register('schedule.date')} />
            </Field>
            <Field label="Time" error={errors?.time?.message}>
              <Input type="time" {...register('schedule.time')} />
            </Field>
          </div>
          {/* Its room is kept while its code loads, so nothing below it moves when it comes. */}
          <div className="min-h-[5.75rem] max-w-xl">
            <PartSlot loading="Loading the time zones…">
              <TimeZoneField at={at} />
            </PartSlot>
          </div>
          <ScheduleReadout schedule={schedule} />
        </>
      )}
    </div>
  )
}
