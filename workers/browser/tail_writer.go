package browser

import "sync"

// tailWriter keeps the last bytes written to it: Chromium's output, quoted
// when the browser fails to start.
type tailWriter struct {
	mu   sync.Mutex
	buf  []byte
	size int
}

func newTailWriter(size int) *tailWriter { return &tailWriter{size: size} }

// Write implements io.Writer.
func (w *tailWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.buf = append(w.buf, p...)
	if over := len(w.buf) - w.size; over > 0 {
		w.buf = append(w.buf[:0], w.buf[over:]...)
	}
	return len(p), nil
}

// String returns what is kept.
func (w *tailWriter) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return string(w.buf)
}
