package jobindex

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"math"
	"reflect"
	"sync"
	"time"

	"github.com/careerkit/careerkit/shared/model"
)

// ContentHash fingerprints what the board published, so an unchanged posting only
// bumps last_seen. It walks every field of model.Job except the store's own
// (FirstSeen, LastSeen), so a field added later is hashed without anyone
// remembering to; each value is length- or kind-prefixed, so no two postings
// share an encoding. It replaced a JSON encoding that cost a bulk load a sixth of
// its Go time.
//
// An approximate publication date (PostedApprox) is left out: read from "Posted
// 30+ Days Ago", it moves with every scrape while the posting stays the same.
//
// indexVersion is hashed first: when what the index derives from a posting
// changes (its search documents), every posting reads as changed and its next
// scrape rewrites it.
func ContentHash(j *model.Job) ([]byte, error) {
	if j.PostedApprox {
		c := *j
		c.PostedAt = time.Time{}
		j = &c
	}
	bp := hashBufs.Get().(*[]byte)
	defer hashBufs.Put(bp)
	buf, err := appendHashed(append((*bp)[:0], indexVersion...), reflect.ValueOf(j).Elem(), jobHashFields())
	if err != nil {
		return nil, fmt.Errorf("hash job %s: %w", j.ID, err)
	}
	*bp = buf
	h := sha256.Sum256(buf)
	return h[:], nil
}

// indexVersion names how the index reads a posting; change it when the
// derived columns change, so that existing postings are rewritten.
const indexVersion = "fulltext-2"

var hashBufs = sync.Pool{New: func() any { b := make([]byte, 0, 8192); return &b }}

// jobHashFields lists the field indexes of model.Job that ContentHash covers.
var jobHashFields = sync.OnceValue(func() []int {
	t := reflect.TypeFor[model.Job]()
	var idx []int
	for i := range t.NumField() {
		if name := t.Field(i).Name; name != "FirstSeen" && name != "LastSeen" {
			idx = append(idx, i)
		}
	}
	return idx
})

var timeType = reflect.TypeFor[time.Time]()

func appendHashed(buf []byte, v reflect.Value, fields []int) ([]byte, error) {
	for _, i := range fields {
		f := v.Field(i)
		buf = binary.AppendUvarint(buf, uint64(i))
		switch {
		case f.Type() == timeType:
			t := f.Interface().(time.Time)
			if t.IsZero() {
				buf = append(buf, 0)
			} else {
				buf = binary.AppendVarint(append(buf, 1), t.UnixNano())
			}
		case f.Kind() == reflect.String:
			buf = appendString(buf, f.String())
		case f.Kind() == reflect.Bool:
			buf = append(buf, boolByte(f.Bool()))
		case f.Kind() == reflect.Pointer && f.Type().Elem().Kind() == reflect.Float64:
			if f.IsNil() {
				buf = append(buf, 0)
			} else {
				buf = binary.LittleEndian.AppendUint64(append(buf, 1), math.Float64bits(f.Elem().Float()))
			}
		case f.Kind() == reflect.Slice && f.Type().Elem().Kind() == reflect.String:
			buf = binary.AppendUvarint(buf, uint64(f.Len()))
			for k := range f.Len() {
				buf = appendString(buf, f.Index(k).String())
			}
		default:
			return nil, fmt.Errorf("content hash: field %s of type %s is not supported", v.Type().Field(i).Name, f.Type())
		}
	}
	return buf, nil
}

func appendString(buf []byte, s string) []byte {
	return append(binary.AppendUvarint(buf, uint64(len(s))), s...)
}

func boolByte(b bool) byte {
	if b {
		return 1
	}
	return 0
}
