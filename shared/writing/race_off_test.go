//go:build !race

package writing

const raceEnabled = false
