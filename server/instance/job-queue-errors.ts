/** A call on a job the queue cannot do (retrying a job that did not fail, removing a running one). */
export class JobStateError extends Error {}
