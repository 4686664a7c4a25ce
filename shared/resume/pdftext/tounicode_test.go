package pdftext

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestToUnicodeCMap(t *testing.T) {
	t.Parallel()

	cmap := []byte(`/CIDInit /ProcSet findresource begin
12 dict begin
begincmap
/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def
/CMapName /Adobe-Identity-UCS def
1 begincodespacerange <0000> <FFFF> endcodespacerange
3 beginbfchar
<0003> <0020>
<0044> <0061>
<01F0> <D83DDE80>
endbfchar
2 beginbfrange
<0010> <0012> <0041>
<0020> <0021> [<0066006C> (\000x)]
endbfrange
endcmap
CMapName currentdict /CMap defineresource pop
end
end`)
	got := parseToUnicode(cmap)
	require.Equal(t, toUnicode{0x03: " ", 0x44: "a", 0x1F0: "🚀", 0x10: "A", 0x11: "B", 0x12: "C", 0x20: "fl", 0x21: "x"}, got)
	require.Nil(t, parseToUnicode([]byte("garbage (unterminated <12")))
}
