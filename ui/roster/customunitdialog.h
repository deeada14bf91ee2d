// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/roster/roster.h"

#include <QDialog>

#include <memory>
#include <optional>

namespace Ui {
class CustomUnitDialog;
}

namespace wm {

// A unit the army lists lack, typed in by the player from its profile. OK is offered only when core
// accepts the unit (RosterUnits::custom()); otherwise the dialog shows core's reason.
class CustomUnitDialog : public QDialog
{
    Q_OBJECT

public:
    explicit CustomUnitDialog(QWidget *parent = nullptr);
    ~CustomUnitDialog() override;

    // The unit the fields describe, or why they describe none.
    Result<RosterUnit> unit() const;
    // Closes the dialog only with a unit core accepts.
    void accept() override;

    // Asks the player in a modal dialog: the editor's default way of getting a typed-in unit.
    static std::optional<RosterUnit> ask(QWidget *parent);

private:
    UnitProfile profile() const;
    void check();

    std::unique_ptr<Ui::CustomUnitDialog> m_ui;
};

} // namespace wm
