// libwebp (Debian: libwebp-dev): the encoder and the mux library's animation encoder (WebPAnimEncoder).
#include <webp/encode.h>
#include <webp/mux.h>
