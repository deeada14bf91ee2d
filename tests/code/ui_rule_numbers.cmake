# SPDX-License-Identifier: GPL-3.0-or-later
# cmake -DROOT=<source dir> -P ui_rule_numbers.cmake
# Fails when a text in ui/ states a number of the rules itself: a distance ("20 cm"), a dice score
# ("4+", "on a 6", "a 6 confuses"), a Command value ("Command 10", "10 at most") or a modifier ("+1
# each"). Those numbers live in core, once; a text shows them through .arg() from core's constants or
# comes whole from core's text functions, so that a rule changed in core can never leave a screen
# saying the old number. Placeholders ("%1 cm", "%1+") are what the test asks for.

cmake_minimum_required(VERSION 3.25)

# Texts that hold such a number for a reason other than a rule, as "file|the literal's words|why".
set(allowed
    # (none yet: every number a text shows comes from core)
)

# What a rule's number looks like in a text: a digit not part of a placeholder, then its unit.
set(patterns
    "(^|[^%0-9])[0-9]+ ?cm([^a-z]|$)"
    "(^|[^%0-9])[0-9]\\+"
    "(^|[^a-zA-Z])on an? [0-9]"
    "(^|[^a-zA-Z])an? [1-6] (confuses|to|or|is|still|fails)"
    "(^|[^%0-9])[0-9]+ or [0-9]+"
    "Command [0-9]"
    "(^|[^%0-9])[0-9]+ at most"
    "(^|[^%0-9a-zA-Z])[+-][0-9]+ (each|to|on|Command)")

set(problems "")
set(checked 0)
file(GLOB_RECURSE sources RELATIVE ${ROOT} ${ROOT}/ui/*.h ${ROOT}/ui/*.cpp)
foreach(source IN LISTS sources)
    file(READ ${ROOT}/${source} text)
    # One list element a line; a semicolon would split a line, so it is set aside first.
    string(REPLACE ";" "<semicolon>" text "${text}")
    string(REPLACE "\n" ";" lines "${text}")
    set(number 0)
    foreach(line IN LISTS lines)
        math(EXPR number "${number} + 1")
        # Comments are not texts a player sees: whole-line ones, and whatever follows a // that is not
        # inside a string.
        if(line MATCHES "^[ \t]*(//|\\*|/\\*)")
            continue()
        endif()
        string(REGEX REPLACE "^(([^\"/]|\"([^\"\\\\]|\\\\.)*\"|/[^/\"])*)//.*$" "\\1" line "${line}")
        string(REGEX MATCHALL "\"([^\"\\\\]|\\\\.)*\"" literals "${line}")
        foreach(literal IN LISTS literals)
            math(EXPR checked "${checked} + 1")
            foreach(pattern IN LISTS patterns)
                if(NOT literal MATCHES "${pattern}")
                    continue()
                endif()
                set(excused FALSE)
                foreach(entry IN LISTS allowed)
                    string(REPLACE "|" ";" parts "${entry}")
                    list(GET parts 0 file)
                    list(GET parts 1 words)
                    string(FIND "${literal}" "${words}" at)
                    if(file STREQUAL source AND at GREATER -1)
                        set(excused TRUE)
                    endif()
                endforeach()
                if(NOT excused)
                    string(REPLACE "<semicolon>" "\\;" shown "${literal}")
                    list(APPEND problems "${source}:${number}: ${shown}")
                endif()
                break()
            endforeach()
        endforeach()
    endforeach()
endforeach()

if(problems)
    list(JOIN problems "\n" text)
    message(FATAL_ERROR "Texts in ui/ that state a rule's number instead of taking it from core "
                        "(show it with .arg() from core's constant, or take the text from core):\n${text}")
endif()
list(LENGTH sources count)
message(STATUS "ui_rule_numbers: ${count} files, ${checked} texts, no rule's number written in ui")
