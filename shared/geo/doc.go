// Package geo is the gazetteer: every country, first-level division (state,
// province, Land) and city of 15,000 people or more, with the alternate names a
// job board or a person might write ("München", "Wien", "Bangalore", "NYC" via
// the aliases), so that "Munich" and "München" are one place and "Portland, ME"
// is not "Portland, OR".
//
// The data is GeoNames (https://www.geonames.org, CC BY 4.0), reduced by
// shared/geo/gen to data/gazetteer.tsv.gz and embedded. It is parsed once, on
// first use (about 100 ms), so processes that never read a place never pay.
//
// Names are compared folded (Fold): lower case, accents and punctuation removed,
// "saint" and "st" one word.
package geo
