# SPDX-License-Identifier: GPL-3.0-or-later
# What every resolver shares: the dice, Apply, the window's resolvers and the end of a phase with dice.
wm_add_test(tst_resolvers SOURCES ui/tst_resolvers.cpp ui/resolvertesting.h core/testgames.h LIBS wmui)
target_include_directories(tst_resolvers PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/core)
