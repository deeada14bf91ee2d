// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

namespace wm {

class ShootingReference;

// The window beside the table.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);

private:
    void createMenus();
    void showAbout();

    ShootingReference *m_reference = nullptr;
};

} // namespace wm
