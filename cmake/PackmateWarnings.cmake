# packmate_set_warnings(target): the warning level every Packmate target compiles with.
function(packmate_set_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wno-sign-conversion)
endfunction()
