// Package browser supervises Chromium for the workers: one package for the
// resume renderer and the applying browser, as gotenberg runs one supervised
// browser behind one chokepoint.
//
// A Supervisor owns one Chromium process at a time (a Process): it starts it
// (retrying with backoff), notices when it dies and starts the next, recycles
// it on request (the renderer after N renders) by starting the replacement
// first and retiring the old one once its leases are done, and stops it on
// Close. Work takes a Lease on the current process, which the retirement waits
// for; a lease taken while the process is being replaced waits for the new one.
//
// Tabs are opened on a leased process by OpenTab with a network Policy: every
// request the page makes is paused and decided before it leaves the browser
// (Offline for the renderer, which refuses everything; an outbound guard for
// the applying browser, which allows public addresses only). The renderer
// adds a process-wide proxy cut-off on top (a flag of its Options); the
// applying browser instead sends every connection through a forward proxy
// that decides on the address it dials (ProxyFlags, and the credential in a
// tab's ProxyAuth, given over DevTools). That is why a worker runs two
// supervisors of this one package rather than one shared process.
package browser
