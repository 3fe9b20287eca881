import type { Staff } from '@/api/staff'
import { HOSTILE_STAFF_ID, HOSTILE_STAFF_LAST_NAME } from './seed-hostile'
import { WS_EU, WS_LOYALTY, WS_SUPPORT, WS_US } from './seed-workspaces'

type StaffRow = [
  firstName: string,
  lastName: string,
  countryCode: string,
  phone: string,
  active: boolean,
  workspaces: string[],
]

const ALL = [WS_EU, WS_US, WS_SUPPORT, WS_LOYALTY]

/** The team, owner first: the account's ownerEmail is the first active member's. */
const STAFF: StaffRow[] = [
  ['Amelia', 'Hughes', '+44', '7700900123', true, ALL],
  ['Daniel', 'Okafor', '+44', '7700900456', true, [WS_EU, WS_SUPPORT]],
  ['Sofia', 'Navarro', '+34', '612345678', true, [WS_EU]],
  ['Lucas', 'Ferreira', '+55', '11987654321', true, [WS_EU, WS_LOYALTY]],
  ['Hannah', 'Becker', '+49', '15123456789', true, [WS_EU]],
  ['Chloe', 'Martin', '+33', '612983475', false, [WS_EU]],
  ['Ethan', 'Brooks', '+1', '4155550142', true, [WS_US]],
  ['Grace', 'Kim', '+1', '6465550199', true, [WS_US, WS_SUPPORT]],
  ['Marcus', 'Reid', '+1', '3125550187', false, [WS_US]],
  ['Priya', 'Sharma', '+44', '7700900789', true, [WS_SUPPORT]],
  ['Rizky', 'Pratama', '+62', '81234567890', true, [WS_SUPPORT, WS_LOYALTY]],
  ['Giulia', 'Romano', '+39', '3471234567', true, [WS_LOYALTY, WS_EU]],
  ['Omar', 'Haddad', '+971', '501234567', false, [WS_SUPPORT]],
  ['Emily', 'Walsh', '+353', '871234567', true, [WS_LOYALTY]],
]

const email = (firstName: string, lastName: string) => `${firstName}.${lastName}@northwind-retail.example`.toLowerCase()

/** The team as stf_1…; one member's last name is hostile markup (their email is built from the plain name). */
export function seedStaff(): Staff[] {
  return STAFF.map(([firstName, lastName, countryCode, phone, active, workspaces], index) => ({
    id: `stf_${index + 1}`,
    firstName,
    lastName: `stf_${index + 1}` === HOSTILE_STAFF_ID ? HOSTILE_STAFF_LAST_NAME : lastName,
    email: email(firstName, lastName),
    countryCode,
    phone,
    active,
    workspaces: [...workspaces],
  }))
}
