import { getStaff, listStaff } from '@/api/staff'
import { createResource } from './create-resource'

export const staffQueries = createResource('staff', { list: listStaff, get: getStaff })
