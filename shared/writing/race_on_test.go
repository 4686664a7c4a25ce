//go:build race

package writing

// raceEnabled scales the property tests down under the race detector, which
// slows this CPU-bound code about tenfold without finding more.
const raceEnabled = true
