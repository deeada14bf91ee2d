# SPDX-License-Identifier: GPL-3.0-or-later
target_sources(wmui PRIVATE resolve/combatdialog.cpp resolve/combatdialog.h resolve/combatunitbox.cpp
                            resolve/combatunitbox.h)
