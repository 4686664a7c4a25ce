package main

import "flag"

// parseInterspersed parses args with fs, flags before, between or after the
// positional arguments (the standard library stops at the first of those),
// and returns the positional ones in order.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var positional []string
	for len(args) > 0 {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		if args = fs.Args(); len(args) > 0 {
			positional, args = append(positional, args[0]), args[1:]
		}
	}
	return positional, nil
}
