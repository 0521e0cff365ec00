<?php

use App\Models\User;
use Illuminate\Support\Facades\Broadcast;

Broadcast::channel('App.Models.User.{uuid}', function (User $user, string $uuid) {
    return $user->uuid === $uuid;
});

// What other members see of a player: a display name, never the e-mail or the balance.
// The support desk's channel (KYC review pushes): administrators only; a player's request answers 403.
Broadcast::channel('support', function (User $user) {
    return $user->is_admin;
});

Broadcast::channel('AuthorizedUsers', function (User $user) {
    return ['name' => $user->name];
});
