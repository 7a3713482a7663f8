/* A compile bomb: must end (CE) in bounded time under compile limits. */
#include </dev/zero>
