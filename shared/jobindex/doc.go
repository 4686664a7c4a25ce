// Package jobindex is the job index's domain: where a posting is (its places,
// workplace and remote scope, read from board strings with the gazetteer of
// package geo), the facet keys those places are indexed under, and what a
// search location asks for, the dedupe key under which the same job on two
// boards collides, and the description's focus and boilerplate (SplitBody),
// which search weighs differently. Package store keeps the SQL; package
// jobsearch ranks.
//
// A posting has several places ("Hamburg, Berlin"; "New York, NY (HQ) |
// Remote (US)"), a workplace (onsite, hybrid, remote) and, when remote, a
// remote scope: the countries or areas it may be done from ("Remote (US)",
// "Remote - EMEA", "Remote in Europe"), none meaning anywhere.
//
// Facet keys (see Keys):
//
//	g:5128581        a known city (GeoNames id), whatever it was called
//	a1:US.NY         the division (state, province, Land) of a city or region
//	c:US             a country
//	city:<name>      a city the gazetteer does not know, by its folded name
//	raw:<text>       a location string nothing could be read from, verbatim
//	remote           a remote posting
//	rs:any           remote from anywhere
//	rs:US, rs:EUROPE remote within a country or an area
//	rs:US.CA         remote within one division only ("must reside in CA")
//	rsc:US           remote within some part of a country (for country searches)
package jobindex
