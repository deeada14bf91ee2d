# SPDX-License-Identifier: GPL-3.0-or-later
target_sources(wmui PRIVATE resolve/tabledialog.cpp resolve/tabledialog.h)
