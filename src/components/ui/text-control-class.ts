/** The look input and textarea share: border, colours, and a red border while the value is invalid. */
export const textControlClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400 aria-[invalid=true]:border-red-500'
