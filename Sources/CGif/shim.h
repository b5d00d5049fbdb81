// giflib (Debian: libgif-dev) ships no pkg-config file, so the module links "gif" by name.
#include <gif_lib.h>
