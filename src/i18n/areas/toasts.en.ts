/**
 * What react-admin's create, update and delete toasts say for every resource: "%{name}"
 * is the resource's `resources.<name>.name` (singular), so a resource needs only its name.
 * English.
 */
export const toastsEn = {
  toasts: {
    created: '%{name} created.',
    updated: '%{name} saved.',
    deleted: '%{name} deleted.',
    /** The name of a resource that has none. */
    record: 'Record',
  },
  /** Resources whose names no other area gives. */
  resourceNames: {
    programmes: { name: 'Programme |||| Programmes' },
  },
};
