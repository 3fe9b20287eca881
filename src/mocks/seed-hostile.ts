/**
 * Markup planted in the seed so the UI proves it renders text, never HTML.
 * If any of these ever runs or renders as an element, something is using innerHTML.
 */
export const HOSTILE_TEMPLATE_TEXT = `<img src=x onerror="alert('xss')"> and <script>alert(1)</script>`
export const HOSTILE_RECIPIENT_NAME = '<script>alert("pwned")</script> Mallory'
export const HOSTILE_REPLY = '<b>bold?</b> <img src=x onerror=alert(2)>'

/** The template that carries HOSTILE_TEMPLATE_TEXT (first workspace). */
export const HOSTILE_TEMPLATE_NAME = 'html_injection_probe'
/** The broadcast whose first page of logs carries HOSTILE_RECIPIENT_NAME and HOSTILE_REPLY. */
export const HOSTILE_BROADCAST_ID = 'bc_1'
/** Position of the hostile entry in that broadcast's logs (within page 1). */
export const HOSTILE_LOG_INDEX = 2

/*
 * More probes, one per screen that shows other untrusted text. Each sits on an existing record outside the
 * first workspace's first pages (the Loyalty Club and Support Desk workspaces, an old tag, a webhook's URL),
 * so the seed's counts and the names other tests use stay the same.
 */
/** bc_10's name (Loyalty Club): broadcast list, detail heading, segment detail's retarget link, segment form's broadcast picker. */
export const HOSTILE_BROADCAST_ID_2 = 'bc_10'
export const HOSTILE_BROADCAST_NAME = `Gold tier upgrade <img src=x onerror="alert('broadcast')">`
/** The error of one failed log of bc_10: the logs table and the full report's failure reasons. */
export const HOSTILE_LOG_ERROR = `<svg onload="alert('log-error')"></svg> template paused`
/** seg_9's name (Loyalty Club), which also retargets bc_10: segment list, detail, the form's "include segments" list. */
export const HOSTILE_SEGMENT_NAME = `Gold members <script>alert('segment')</script>`
/** tag_5's name (contact tags are account-wide; it sits on the list's second page, newest first). */
export const HOSTILE_TAG_NAME = `<img src=x onerror="alert('tag')"> Abandoned basket`
/** stf_13's last name (Support Desk): staff list, detail, the overview's team. The email stays plain. */
export const HOSTILE_STAFF_ID = 'stf_13'
export const HOSTILE_STAFF_LAST_NAME = `Haddad"><script>alert('staff')</script>`
/** wh_3's server URL: a valid https address whose query carries markup (the API only checks the scheme). */
export const HOSTILE_WEBHOOK_URL = `https://events.northwind-retail.example/collect?source=inbox&next="><img src=x onerror="alert('webhook')">`
