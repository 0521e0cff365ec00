<?php

use App\Models\User;
use Illuminate\Support\Facades\Broadcast;

Broadcast::channel('App.Models.User.{uuid}', function (User $user, string $uuid) {
    return $user->uuid === $uuid;
});

// The support desk's channel (KYC review pushes): administrators only; a player's request answers 403.
Broadcast::channel('support', function (User $user) {
    return $user->is_admin;
});

// What other members see of a player: Laravel's broadcaster sends the user's broadcast identifier as the member's id
// (User::getAuthIdentifierForBroadcasting, a keyed hash of the uuid); the info is a label made from it, never the
// name, e-mail or balance.
Broadcast::channel('AuthorizedUsers', function (User $user) {
    return ['name' => 'Player '.strtoupper(substr($user->getAuthIdentifierForBroadcasting(), 0, 6))];
});
